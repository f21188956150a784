import type { benchmarkRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getBenchmarkDashboard } from './get-benchmark-dashboard.ts';
import { getPeerGroupSize } from './get-peer-group-size.ts';
import { getBenchmarkSensitivity } from './get-benchmark-sensitivity.ts';
import { getBenchmarkLabs } from './get-benchmark-labs.ts';

/** The benchmark domain's handlers: a request of `benchmarkRequests` without one here does not compile. */
export const benchmarkHandlers = {
  getBenchmarkDashboard,
  getPeerGroupSize,
  getBenchmarkSensitivity,
  getBenchmarkLabs,
} satisfies { [N in keyof typeof benchmarkRequests]: Handler<N> };
