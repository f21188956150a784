import type { KpiDefinition } from '../kpi-definition.ts';
import { asIs, automationLevel, input, iso15189Kpi, kpiHead, ratio, sumOf } from './formula-helpers.ts';

const head = kpiHead('CLT');
const FTE = ['CLT_FTE_PATHOLOGISTS', 'CLT_FTE_MED_TECHNOLOGISTS', 'CLT_FTE_TECHNICIANS', 'CLT_FTE_SUPPORT_ADMIN'];
const FTE_TEXT = FTE.join(' + ');

/** Compact core lab KPIs (docs/kpis.md): the core lab's KPIs the shorter survey has inputs for. */
export const CLT_KPIS: readonly KpiDefinition[] = [
  asIs(head('CLT_SAMPLE_REJECTION', 'percent', 'lower', 'quality'), 'CLT_SAMPLE_REJECTION_PCT'),
  asIs(head('CLT_HAEMOLYSIS', 'percent', 'lower', 'quality'), 'CLT_HAEMOLYSED_PCT'),
  asIs(head('CLT_MISIDENTIFICATION', 'percent', 'lower', 'quality'), 'CLT_MISIDENTIFIED_PCT'),
  asIs(head('CLT_CORRECTED_REPORTS', 'per1000', 'lower', 'quality'), 'CLT_CORRECTED_REPORTS_PER_1000'),
  asIs(head('CLT_CRITICAL_IN_TIME', 'percent', 'higher', 'quality'), 'CLT_CRITICAL_WITHIN_TARGET_PCT'),
  asIs(head('CLT_EQA_UNACCEPTABLE', 'percent', 'lower', 'quality'), 'CLT_EQA_UNACCEPTABLE_PCT'),
  iso15189Kpi('CLT'),
  asIs(head('CLT_TAT_ROUTINE_MEDIAN', 'minutes', 'lower', 'speed'), 'CLT_TAT_ROUTINE_MEDIAN_MIN'),
  asIs(head('CLT_TAT_ROUTINE_P90', 'minutes', 'lower', 'speed'), 'CLT_TAT_ROUTINE_P90_MIN'),
  asIs(head('CLT_TAT_ROUTINE_IN_TARGET', 'percent', 'higher', 'speed'), 'CLT_TAT_ROUTINE_WITHIN_TARGET_PCT'),
  asIs(head('CLT_TAT_STAT_MEDIAN', 'minutes', 'lower', 'speed'), 'CLT_TAT_STAT_MEDIAN_MIN'),
  asIs(head('CLT_TAT_STAT_IN_TARGET', 'percent', 'higher', 'speed'), 'CLT_TAT_STAT_WITHIN_TARGET_PCT'),
  asIs(head('CLT_COST_PER_TEST', 'currency', 'lower', 'cost'), 'CLT_COST_PER_TEST'),
  {
    ...head('CLT_TESTS_PER_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['CLT_TESTS_PER_YEAR', ...FTE],
    formulaText: `CLT_TESTS_PER_YEAR / (${FTE_TEXT})`,
    formula: (v) => ratio(input(v, 'CLT_TESTS_PER_YEAR'), sumOf(v, FTE)),
  },
  {
    ...head('CLT_SAMPLES_PER_FTE_DAY', 'perFteDay', 'higher', 'productivity'),
    inputs: ['CLT_SAMPLES_PER_DAY', ...FTE],
    formulaText: `CLT_SAMPLES_PER_DAY / (${FTE_TEXT})`,
    formula: (v) => ratio(input(v, 'CLT_SAMPLES_PER_DAY'), sumOf(v, FTE)),
  },
  asIs(head('CLT_AUTOVALIDATION', 'percent', 'higher', 'productivity'), 'CLT_AUTOVALIDATION_PCT'),
  {
    ...head('CLT_AUTOMATION_LEVEL', 'percent', 'higher', 'productivity'),
    inputs: ['CLT_AUTOMATION_TRACK', 'CLT_MIDDLEWARE'],
    formulaText: "50 if CLT_AUTOMATION_TRACK = 'yes' + 50 if CLT_MIDDLEWARE = 'yes'",
    formula: (v) => automationLevel(v, 'CLT_AUTOMATION_TRACK', 'CLT_MIDDLEWARE'),
  },
];
