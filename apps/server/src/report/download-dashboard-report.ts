import { SURVEY_TYPES } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs } from '../db/schema/index.ts';
import { PrintFailure } from './pdf-printer.ts';
import { reportFailures } from './report-failures.ts';
import { createReportGrant } from './report-grants.ts';
import { reportFileName } from './report-file-name.ts';
import { reportPrinterOf } from './report-printer.ts';

/**
 * The PDF report: a single-use grant for this user, lab and report, the portal's own /report page printed with it by
 * the warm browser, the bytes answered as the file, named by lab, category and round in the report's language.
 */
export const downloadDashboardReport: Handler<'downloadDashboardReport'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  // Before any grant is made: without a browser nothing would ever redeem it.
  const printer = reportPrinterOf(ctx.config);
  if (!printer) throw reportFailures.unavailable();
  const [lab] = await ctx.db.select({ id: labs.id }).from(labs).where(eq(labs.labCode, payload.labCode));
  if (!lab) throw reportFailures.unknownLab();

  const { RequesterUserId: _ignored, ...request } = payload;
  const grant = await createReportGrant(ctx.db, { userId: caller.user.id, labId: lab.id, request });
  const nameCode = SURVEY_TYPES.find((type) => type.code === payload.category)?.nameCode ?? payload.category;
  const url = `${ctx.config.report.baseUrl}/report/${nameCode}?grant=${grant}`;
  try {
    const [data, fileName] = await Promise.all([printer.print(url), reportFileName(ctx.db, request)]);
    return { data, fileName };
  } catch (error) {
    if (!(error instanceof PrintFailure)) throw error;
    ctx.log.warn({ kind: error.kind, detail: error.message, labCode: payload.labCode }, 'PDF report failed');
    throw reportFailures[error.kind]();
  }
};
