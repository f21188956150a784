import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffFile, subscribersFileName } from './staff-file.ts';

describe('the subscribers export file', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is named after the day (UTC)', () => {
    expect(subscribersFileName(new Date('2026-11-27T23:30:00Z'))).toBe('newsletter-subscribers-2026-11-27.csv');
  });

  it('is saved under its name and its object URL revoked later', () => {
    const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    const urls = { createObjectURL: vi.fn(() => 'blob:subscribers'), revokeObjectURL: vi.fn() };
    saveStaffFile(new Blob(['email']), 'newsletter-subscribers-2026-11-27.csv', doc, urls);
    expect(link).toMatchObject({ href: 'blob:subscribers', download: 'newsletter-subscribers-2026-11-27.csv' });
    expect(link.click).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(40_000);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:subscribers');
  });
});
