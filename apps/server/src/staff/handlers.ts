import type { staffRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';

/** The staff domain's handlers: a request of `staffRequests` without one here does not compile. */
export const staffHandlers = {} satisfies { [N in keyof typeof staffRequests]: Handler<N> };
