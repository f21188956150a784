import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentArticles: Handler<'getContentArticles'> = async () => {
  throw new Error('getContentArticles is not built yet');
};
