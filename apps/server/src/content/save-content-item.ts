import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const saveContentItem: Handler<'saveContentItem'> = async () => {
  throw new Error('saveContentItem is not built yet');
};
