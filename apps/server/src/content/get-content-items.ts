import type { Handler } from '../api/handler.ts';

/** Not built yet (issue 17 skeleton). */
export const getContentItems: Handler<'getContentItems'> = async () => {
  throw new Error('getContentItems is not built yet');
};
