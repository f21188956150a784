import { STRING_ERROR_CODES } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

const fail = (status: number, code: string, message: string) => new ApiFailure(status, { code, message });

/** The report domain's failures; message keys under `errors.` like every other. */
export const reportFailures = {
  /** No Chromium on this server (or CHROMIUM_PATH=off): PDF downloads are off, the HTML report still works. */
  unavailable: () => fail(503, STRING_ERROR_CODES.reportUnavailable, 'errors.reportUnavailable'),
  /** The print queue is full. */
  busy: () => fail(503, STRING_ERROR_CODES.reportBusy, 'errors.reportBusy'),
  /** The print took longer than REPORT_TIMEOUT_MS. */
  timeout: () => fail(504, STRING_ERROR_CODES.reportTimeout, 'errors.reportTimeout'),
  /** The page said it failed, or the browser failed while printing. */
  failed: () => fail(502, STRING_ERROR_CODES.reportFailed, 'errors.reportFailed'),
  /** Unknown, used or expired grant. */
  grantInvalid: () => fail(410, STRING_ERROR_CODES.reportGrantInvalid, 'errors.reportGrantInvalid'),
  /** A lab code that names no lab (staff may name any code). */
  unknownLab: () => fail(404, STRING_ERROR_CODES.unknownLabCode, 'errors.unknownLabCode'),
};
