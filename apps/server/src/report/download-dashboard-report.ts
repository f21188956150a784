import type { Handler } from '../api/handler.ts';
import { failures } from '../api/errors.ts';

/** Being built (issue 9). */
export const downloadDashboardReport: Handler<'downloadDashboardReport'> = () => {
  throw failures.internal();
};
