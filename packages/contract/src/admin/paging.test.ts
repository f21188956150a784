import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, clampPage } from './paging.ts';

describe('clampPage', () => {
  it('keeps a page inside 1..page count, ten rows a page', () => {
    expect(ADMIN_PAGE_SIZE).toBe(10);
    expect(clampPage(2, 25)).toEqual({ page: 2, pageCount: 3, offset: 10, limit: 10 });
    expect(clampPage(99, 25)).toMatchObject({ page: 3, offset: 20 });
    expect(clampPage(-4, 25)).toMatchObject({ page: 1, offset: 0 });
    expect(clampPage(0, 10)).toMatchObject({ page: 1, pageCount: 1 });
  });

  it('gives an empty list one page', () => {
    expect(clampPage(5, 0)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 10 });
  });
});
