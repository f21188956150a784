import { define } from '../api/request-definition.ts';
import {
  dashboardReportPayload,
  pdfFileResponse,
  REPORT_FILE_NAME,
  reportDataPayload,
  reportDataResponse,
} from './schemas.ts';

/** PDF reports printed from the portal's own /report page by headless Chromium (issue 9). */
export const reportRequests = {
  downloadDashboardReport: define({
    payload: dashboardReportPayload,
    response: pdfFileResponse,
    access: { labCode: 'labCode' },
    file: { contentType: 'application/pdf', fileName: `${REPORT_FILE_NAME}.pdf` },
  }),
  /** Public: the grant in the payload is the credential, good once and for a minute (docs/benchmarks.md). */
  getReportData: define({ payload: reportDataPayload, response: reportDataResponse, access: 'public' }),
};
