import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReport } from './save-report.ts';

/** A document with just what saving needs: the link it makes is recorded. */
function fakeDocument() {
  const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
  const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } };
  return { link, doc: doc as unknown as Document };
}

describe('saveReport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the blob under the name given and revokes its object URL after 40 s, not before', () => {
    const { link, doc } = fakeDocument();
    const urls = { createObjectURL: vi.fn(() => 'blob:report-1'), revokeObjectURL: vi.fn() };
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    saveReport(blob, 'Demo Lab – Core lab – 2026.pdf', doc, urls);

    expect(urls.createObjectURL).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({ href: 'blob:report-1', download: 'Demo Lab – Core lab – 2026.pdf' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(39_999);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:report-1');
  });
});
