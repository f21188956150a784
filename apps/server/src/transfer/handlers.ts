import type { transferRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';

/** The transfer domain's handlers: a request of `transferRequests` without one here does not compile. */
export const transferHandlers = {} satisfies { [N in keyof typeof transferRequests]: Handler<N> };
