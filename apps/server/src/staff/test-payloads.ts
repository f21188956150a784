import type { staffRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

/** A valid payload of every request of the staff domain, for the generated access walk (test/request-payloads.ts). */
export const staffPayloads: { [N in keyof typeof staffRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {
  getStaffHome: () => ({}),
  startViewAsLab: ({ lab }) => ({ labCode: lab.code }),
  getAuditLog: () => ({ page: 1 }),
};
