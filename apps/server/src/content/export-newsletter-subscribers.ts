import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const exportNewsletterSubscribers: Handler<'exportNewsletterSubscribers'> = async () => {
  throw new Error('exportNewsletterSubscribers is not built yet');
};
