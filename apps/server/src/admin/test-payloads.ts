import type { adminRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

/** A valid payload of every request of the admin domain, for the generated access walk (test/request-payloads.ts). */
export const adminPayloads: { [N in keyof typeof adminRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {};
