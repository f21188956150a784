import type { KpiDefinition } from '../kpi-definition.ts';
import { asIs, automationLevel, input, iso15189Kpi, kpiHead, ratio, sumOf, times } from './formula-helpers.ts';

const head = kpiHead('ML');
const FTE = ['ML_FTE_PATHOLOGISTS', 'ML_FTE_MED_TECHNOLOGISTS', 'ML_FTE_TECHNICIANS', 'ML_FTE_SUPPORT_ADMIN'];

/** Molecular diagnostics lab KPIs (docs/kpis.md). */
export const ML_KPIS: readonly KpiDefinition[] = [
  asIs(head('ML_SAMPLE_REJECTION', 'percent', 'lower', 'quality'), 'ML_SAMPLE_REJECTION_PCT'),
  asIs(head('ML_INVALID_RUNS', 'percent', 'lower', 'quality'), 'ML_INVALID_RUN_RATE_PCT'),
  asIs(head('ML_INVALID_RESULTS', 'percent', 'lower', 'quality'), 'ML_INVALID_RESULT_RATE_PCT'),
  asIs(head('ML_REPEAT_RATE', 'percent', 'lower', 'quality'), 'ML_REPEAT_RATE_PCT'),
  {
    ...head('ML_CONTAMINATION_PER_1000_RUNS', 'per1000', 'lower', 'quality'),
    inputs: ['ML_CONTAMINATION_EVENTS_YEAR', 'ML_RUNS_PER_MONTH'],
    formulaText: 'ML_CONTAMINATION_EVENTS_YEAR / (ML_RUNS_PER_MONTH × 12) × 1000',
    formula: (v) =>
      times(ratio(input(v, 'ML_CONTAMINATION_EVENTS_YEAR'), times(input(v, 'ML_RUNS_PER_MONTH'), 12)), 1000),
  },
  asIs(head('ML_CORRECTED_REPORTS', 'per1000', 'lower', 'quality'), 'ML_CORRECTED_REPORTS_PER_1000'),
  asIs(head('ML_NOTIFIABLE_IN_TIME', 'percent', 'higher', 'quality'), 'ML_NOTIFIABLE_WITHIN_TARGET_PCT'),
  asIs(head('ML_EQA_UNACCEPTABLE', 'percent', 'lower', 'quality'), 'ML_EQA_UNACCEPTABLE_PCT'),
  iso15189Kpi('ML'),
  asIs(head('ML_PCR_TAT_MEDIAN', 'minutes', 'lower', 'speed'), 'ML_PCR_TAT_MEDIAN_MIN'),
  asIs(head('ML_PCR_TAT_P90', 'minutes', 'lower', 'speed'), 'ML_PCR_TAT_P90_MIN'),
  asIs(head('ML_PCR_IN_TARGET', 'percent', 'higher', 'speed'), 'ML_PCR_WITHIN_TARGET_PCT'),
  asIs(head('ML_URGENT_TAT_MEDIAN', 'minutes', 'lower', 'speed'), 'ML_URGENT_TAT_MEDIAN_MIN'),
  asIs(head('ML_NGS_TAT_MEDIAN', 'days', 'lower', 'speed'), 'ML_NGS_TAT_MEDIAN_DAYS'),
  asIs(head('ML_COST_PER_TEST', 'currency', 'lower', 'cost'), 'ML_COST_PER_TEST'),
  asIs(head('ML_KITS_EXPIRED', 'percent', 'lower', 'cost'), 'ML_KITS_EXPIRED_PCT'),
  {
    ...head('ML_TESTS_PER_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['ML_TESTS_PER_YEAR', ...FTE],
    formulaText: `ML_TESTS_PER_YEAR / (${FTE.join(' + ')})`,
    formula: (v) => ratio(input(v, 'ML_TESTS_PER_YEAR'), sumOf(v, FTE)),
  },
  asIs(head('ML_BATCH_UTILISATION', 'percent', 'higher', 'productivity'), 'ML_BATCH_UTILISATION_PCT'),
  asIs(head('ML_AUTOVALIDATION', 'percent', 'higher', 'productivity'), 'ML_AUTOVALIDATION_PCT'),
  {
    ...head('ML_AUTOMATION_LEVEL', 'percent', 'higher', 'productivity'),
    inputs: ['ML_AUTOMATION_TRACK', 'ML_MIDDLEWARE'],
    formulaText: "50 if ML_AUTOMATION_TRACK = 'yes' + 50 if ML_MIDDLEWARE = 'yes'",
    formula: (v) => automationLevel(v, 'ML_AUTOMATION_TRACK', 'ML_MIDDLEWARE'),
  },
];
