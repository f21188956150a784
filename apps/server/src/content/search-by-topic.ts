import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const searchByTopic: Handler<'searchByTopic'> = async () => {
  throw new Error('searchByTopic is not built yet');
};
