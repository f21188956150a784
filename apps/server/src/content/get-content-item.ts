import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentItem: Handler<'getContentItem'> = async () => {
  throw new Error('getContentItem is not built yet');
};
