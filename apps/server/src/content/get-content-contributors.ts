import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentContributors: Handler<'getContentContributors'> = async () => {
  throw new Error('getContentContributors is not built yet');
};
