import { LIMITS } from '../constants/limits.ts';

/** §9: the staff lists show 10 rows a page. */
export const ADMIN_PAGE_SIZE = LIMITS.pageSize;

/** §5: a page is clamped to 1..page count; an empty list still has page 1. */
export function clampPage(page: number, total: number, pageSize: number = ADMIN_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const clamped = Math.min(Math.max(Math.trunc(page), 1), pageCount);
  return { page: clamped, pageCount, offset: (clamped - 1) * pageSize, limit: pageSize };
}
