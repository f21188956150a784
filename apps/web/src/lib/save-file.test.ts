import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file.ts';

describe('saveFile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the blob under its name and revokes its object URL after 40 s', () => {
    const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    const urls = { createObjectURL: vi.fn(() => 'blob:file-1'), revokeObjectURL: vi.fn() };
    saveFile(new Blob(['a,b']), 'responses-CL-2026.csv', doc, urls);
    expect(link).toMatchObject({ href: 'blob:file-1', download: 'responses-CL-2026.csv' });
    expect(link.click).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(39_999);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });
});
