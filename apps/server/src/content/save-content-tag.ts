import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const saveContentTag: Handler<'saveContentTag'> = async () => {
  throw new Error('saveContentTag is not built yet');
};
