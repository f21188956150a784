import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const confirmNewsletter: Handler<'confirmNewsletter'> = async () => {
  throw new Error('confirmNewsletter is not built yet');
};
