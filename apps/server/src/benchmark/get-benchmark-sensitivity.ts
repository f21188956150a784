import type { Handler } from '../api/handler.ts';
import { benchmarkSensitivity } from '../commands/benchmark-dashboard.ts';
import { surveyFailures } from '../commands/survey-responses.ts';

/** The lab's band per KPI under each standard peer group; not_found without a validated response of the category. */
export const getBenchmarkSensitivity: Handler<'getBenchmarkSensitivity'> = async (payload, { db, config }) => {
  const sensitivity = await benchmarkSensitivity(db, config, payload);
  if (!sensitivity) throw surveyFailures.notFound();
  return { data: sensitivity };
};
