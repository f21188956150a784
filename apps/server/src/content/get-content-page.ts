import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentPage: Handler<'getContentPage'> = async () => {
  throw new Error('getContentPage is not built yet');
};
