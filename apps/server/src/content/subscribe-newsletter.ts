import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const subscribeNewsletter: Handler<'subscribeNewsletter'> = async () => {
  throw new Error('subscribeNewsletter is not built yet');
};
