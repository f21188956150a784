import type { KpiDefinition } from '../kpi-definition.ts';
import {
  YES_NO_CHOICES,
  asIs,
  automationLevel,
  choiceScore,
  input,
  iso15189Kpi,
  kpiHead,
  ratio,
  sumOf,
} from './formula-helpers.ts';

const head = kpiHead('CL');
const FTE = ['CL_FTE_PATHOLOGISTS', 'CL_FTE_MED_TECHNOLOGISTS', 'CL_FTE_TECHNICIANS', 'CL_FTE_SUPPORT_ADMIN'];
const FTE_TEXT = FTE.join(' + ');

/** Core lab KPIs (docs/kpis.md). */
export const CL_KPIS: readonly KpiDefinition[] = [
  asIs(head('CL_SAMPLE_REJECTION', 'percent', 'lower', 'quality'), 'CL_SAMPLE_REJECTION_PCT'),
  asIs(head('CL_HAEMOLYSIS', 'percent', 'lower', 'quality'), 'CL_HAEMOLYSED_PCT'),
  asIs(head('CL_MISIDENTIFICATION', 'percent', 'lower', 'quality'), 'CL_MISIDENTIFIED_PCT'),
  asIs(head('CL_RECOLLECTION', 'percent', 'lower', 'quality'), 'CL_RECOLLECTION_PCT'),
  asIs(head('CL_CORRECTED_REPORTS', 'per1000', 'lower', 'quality'), 'CL_CORRECTED_REPORTS_PER_1000'),
  asIs(head('CL_CRITICAL_IN_TIME', 'percent', 'higher', 'quality'), 'CL_CRITICAL_WITHIN_TARGET_PCT'),
  {
    ...head('CL_EQA_PARTICIPATION', 'percent', 'higher', 'quality'),
    inputs: ['CL_EQA_PARTICIPATION'],
    formulaText: "100 if CL_EQA_PARTICIPATION = 'yes', else 0",
    formula: (v) => choiceScore(v, 'CL_EQA_PARTICIPATION', YES_NO_CHOICES, 'yes'),
  },
  asIs(head('CL_EQA_UNACCEPTABLE', 'percent', 'lower', 'quality'), 'CL_EQA_UNACCEPTABLE_PCT'),
  iso15189Kpi('CL'),
  asIs(head('CL_TAT_ROUTINE_MEDIAN', 'minutes', 'lower', 'speed'), 'CL_TAT_ROUTINE_MEDIAN_MIN'),
  asIs(head('CL_TAT_ROUTINE_P90', 'minutes', 'lower', 'speed'), 'CL_TAT_ROUTINE_P90_MIN'),
  asIs(head('CL_TAT_ROUTINE_IN_TARGET', 'percent', 'higher', 'speed'), 'CL_TAT_ROUTINE_WITHIN_TARGET_PCT'),
  asIs(head('CL_TAT_STAT_MEDIAN', 'minutes', 'lower', 'speed'), 'CL_TAT_STAT_MEDIAN_MIN'),
  asIs(head('CL_TAT_STAT_P90', 'minutes', 'lower', 'speed'), 'CL_TAT_STAT_P90_MIN'),
  asIs(head('CL_TAT_STAT_IN_TARGET', 'percent', 'higher', 'speed'), 'CL_TAT_STAT_WITHIN_TARGET_PCT'),
  asIs(head('CL_TAT_TROPONIN_MEDIAN', 'minutes', 'lower', 'speed'), 'CL_TAT_TROPONIN_MEDIAN_MIN'),
  asIs(head('CL_COST_PER_TEST', 'currency', 'lower', 'cost'), 'CL_COST_PER_TEST'),
  {
    ...head('CL_OPERATING_COST_PER_TEST', 'currency', 'lower', 'cost'),
    inputs: ['CL_ANNUAL_OPERATING_COST', 'CL_TESTS_PER_YEAR'],
    formulaText: 'CL_ANNUAL_OPERATING_COST / CL_TESTS_PER_YEAR',
    formula: (v) => ratio(input(v, 'CL_ANNUAL_OPERATING_COST'), input(v, 'CL_TESTS_PER_YEAR')),
  },
  {
    ...head('CL_TESTS_PER_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['CL_TESTS_PER_YEAR', ...FTE],
    formulaText: `CL_TESTS_PER_YEAR / (${FTE_TEXT})`,
    formula: (v) => ratio(input(v, 'CL_TESTS_PER_YEAR'), sumOf(v, FTE)),
  },
  {
    ...head('CL_SAMPLES_PER_FTE_DAY', 'perFteDay', 'higher', 'productivity'),
    inputs: ['CL_SAMPLES_PER_DAY', ...FTE],
    formulaText: `CL_SAMPLES_PER_DAY / (${FTE_TEXT})`,
    formula: (v) => ratio(input(v, 'CL_SAMPLES_PER_DAY'), sumOf(v, FTE)),
  },
  asIs(head('CL_AUTOVALIDATION', 'percent', 'higher', 'productivity'), 'CL_AUTOVALIDATION_PCT'),
  {
    ...head('CL_AUTOMATION_LEVEL', 'percent', 'higher', 'productivity'),
    inputs: ['CL_AUTOMATION_TRACK', 'CL_MIDDLEWARE'],
    formulaText: "50 if CL_AUTOMATION_TRACK = 'yes' + 50 if CL_MIDDLEWARE = 'yes'",
    formula: (v) => automationLevel(v, 'CL_AUTOMATION_TRACK', 'CL_MIDDLEWARE'),
  },
];
