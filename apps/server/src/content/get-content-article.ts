import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentArticle: Handler<'getContentArticle'> = async () => {
  throw new Error('getContentArticle is not built yet');
};
