import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const unsubscribeNewsletter: Handler<'unsubscribeNewsletter'> = async () => {
  throw new Error('unsubscribeNewsletter is not built yet');
};
