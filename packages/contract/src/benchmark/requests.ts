import { define } from '../api/request-definition.ts';
import {
  benchmarkDashboardPayload,
  benchmarkDashboardResponse,
  benchmarkLabsPayload,
  benchmarkLabsResponse,
  benchmarkSensitivityPayload,
  benchmarkSensitivityResponse,
  peerGroupSizePayload,
  peerGroupSizeResponse,
} from './schemas.ts';

/** The benchmark figures behind the dashboards and reports (issue 9); a lab member sees only their own lab. */
export const benchmarkRequests = {
  getBenchmarkDashboard: define({
    payload: benchmarkDashboardPayload,
    response: benchmarkDashboardResponse,
    access: { labCode: 'labCode' },
  }),
  getPeerGroupSize: define({
    payload: peerGroupSizePayload,
    response: peerGroupSizeResponse,
    access: { labCode: 'labCode' },
  }),
  getBenchmarkSensitivity: define({
    payload: benchmarkSensitivityPayload,
    response: benchmarkSensitivityResponse,
    access: { labCode: 'labCode' },
  }),
  getBenchmarkLabs: define({ payload: benchmarkLabsPayload, response: benchmarkLabsResponse, access: 'internal' }),
};
