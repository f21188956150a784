import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentTags: Handler<'getContentTags'> = async () => {
  throw new Error('getContentTags is not built yet');
};
