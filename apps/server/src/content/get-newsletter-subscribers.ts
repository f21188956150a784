import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getNewsletterSubscribers: Handler<'getNewsletterSubscribers'> = async () => {
  throw new Error('getNewsletterSubscribers is not built yet');
};
