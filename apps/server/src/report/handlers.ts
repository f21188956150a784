import type { reportRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { downloadDashboardReport } from './download-dashboard-report.ts';
import { getReportData } from './get-report-data.ts';

/** The report domain's handlers: a request of `reportRequests` without one here does not compile. */
export const reportHandlers = {
  downloadDashboardReport,
  getReportData,
} satisfies { [N in keyof typeof reportRequests]: Handler<N> };
