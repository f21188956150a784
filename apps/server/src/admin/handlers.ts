import type { adminRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';

/** The admin domain's handlers: a request of `adminRequests` without one here does not compile. */
export const adminHandlers = {} satisfies { [N in keyof typeof adminRequests]: Handler<N> };
