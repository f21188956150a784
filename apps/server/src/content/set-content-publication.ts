import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const setContentPublication: Handler<'setContentPublication'> = async () => {
  throw new Error('setContentPublication is not built yet');
};
