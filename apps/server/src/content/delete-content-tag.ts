import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const deleteContentTag: Handler<'deleteContentTag'> = async () => {
  throw new Error('deleteContentTag is not built yet');
};
