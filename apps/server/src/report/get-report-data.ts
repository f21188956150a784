import type { Handler } from '../api/handler.ts';
import { benchmarkDashboard, benchmarkSensitivity } from '../commands/benchmark-dashboard.ts';
import { reportFailures } from './report-failures.ts';
import { redeemReportGrant } from './report-grants.ts';

/**
 * What the /report page renders, for the one holder of a grant (the printing browser): the grant is redeemed once,
 * then the dashboard and sensitivity of the report it was made for — never another lab's, whatever else is sent.
 */
export const getReportData: Handler<'getReportData'> = async (payload, ctx) => {
  const report = await redeemReportGrant(ctx.db, payload.grant);
  if (!report) throw reportFailures.grantInvalid();
  const target = { labCode: report.labCode, category: report.category, round: report.round };
  const [dashboard, sensitivity] = await Promise.all([
    benchmarkDashboard(ctx.db, ctx.config, { ...target, peers: report.peers }),
    benchmarkSensitivity(ctx.db, ctx.config, target),
  ]);
  return {
    data: {
      labCode: report.labCode,
      category: report.category,
      sections: report.sections,
      language: report.language,
      peers: report.peers,
      dashboard,
      sensitivity,
    },
  };
};
