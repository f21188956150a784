import type { transferRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

/** A valid payload of every request of the transfer domain, for the generated access walk (test/request-payloads.ts). */
export const transferPayloads: { [N in keyof typeof transferRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {};
