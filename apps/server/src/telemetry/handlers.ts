import type { telemetryRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { reportClientTelemetry } from './report-client-telemetry.ts';

/** The telemetry domain's handlers: a request of `telemetryRequests` without one here does not compile. */
export const telemetryHandlers = {
  reportClientTelemetry,
} satisfies { [N in keyof typeof telemetryRequests]: Handler<N> };
