import { define } from '../api/request-definition.ts';
import { reportClientTelemetryPayload, reportClientTelemetryResponse } from './schemas.ts';

/** Client telemetry (§3 telemetry key): the browser's errors and load timings, written to the server's log. */
export const telemetryRequests = {
  // Anyone's page reports, signed in or not: `public` is the contract's anonymous access.
  reportClientTelemetry: define({
    payload: reportClientTelemetryPayload,
    response: reportClientTelemetryResponse,
    access: 'public',
  }),
};
