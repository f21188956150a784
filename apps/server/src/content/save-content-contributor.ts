import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const saveContentContributor: Handler<'saveContentContributor'> = async () => {
  throw new Error('saveContentContributor is not built yet');
};
