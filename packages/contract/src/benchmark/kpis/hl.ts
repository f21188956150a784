import type { KpiDefinition } from '../kpi-definition.ts';
import { asIs, choiceScore, input, iso15189Kpi, kpiHead, ratio, sumOf } from './formula-helpers.ts';

const head = kpiHead('HL');
const TECH_FTE = ['HL_FTE_MED_TECHNOLOGISTS', 'HL_FTE_TECHNICIANS'];
/** The choices of HL_DIGITAL_PATHOLOGY, in the definition's order (stored as their position). */
export const HL_DIGITAL_PATHOLOGY_CHOICES = ['none', 'secondary', 'primary'] as const;

/** Histopathology lab KPIs (docs/kpis.md). */
export const HL_KPIS: readonly KpiDefinition[] = [
  asIs(head('HL_LABELLING_ERRORS', 'per1000', 'lower', 'quality'), 'HL_LABELLING_ERRORS_PER_1000'),
  asIs(head('HL_RECUT_RATE', 'percent', 'lower', 'quality'), 'HL_RECUT_RATE_PCT'),
  asIs(head('HL_RESTAIN_RATE', 'percent', 'lower', 'quality'), 'HL_RESTAIN_RATE_PCT'),
  asIs(head('HL_IHC_REPEAT', 'percent', 'lower', 'quality'), 'HL_IHC_REPEAT_PCT'),
  asIs(head('HL_AMENDED_REPORTS', 'per1000', 'lower', 'quality'), 'HL_AMENDED_REPORTS_PER_1000'),
  asIs(head('HL_FROZEN_CONCORDANCE', 'percent', 'higher', 'quality'), 'HL_FROZEN_CONCORDANCE_PCT'),
  asIs(head('HL_EQA_UNACCEPTABLE', 'percent', 'lower', 'quality'), 'HL_EQA_UNACCEPTABLE_PCT'),
  iso15189Kpi('HL'),
  asIs(head('HL_BIOPSY_TAT_MEDIAN', 'days', 'lower', 'speed'), 'HL_BIOPSY_TAT_MEDIAN_DAYS'),
  asIs(head('HL_BIOPSY_TAT_P90', 'days', 'lower', 'speed'), 'HL_BIOPSY_TAT_P90_DAYS'),
  asIs(head('HL_BIOPSY_WITHIN_2D', 'percent', 'higher', 'speed'), 'HL_BIOPSY_WITHIN_2D_PCT'),
  asIs(head('HL_RESECTION_TAT_MEDIAN', 'days', 'lower', 'speed'), 'HL_RESECTION_TAT_MEDIAN_DAYS'),
  asIs(head('HL_RESECTION_WITHIN_5D', 'percent', 'higher', 'speed'), 'HL_RESECTION_WITHIN_5D_PCT'),
  asIs(head('HL_FROZEN_TAT_MEDIAN', 'minutes', 'lower', 'speed'), 'HL_FROZEN_TAT_MEDIAN_MIN'),
  asIs(head('HL_COST_PER_CASE', 'currency', 'lower', 'cost'), 'HL_COST_PER_CASE'),
  asIs(head('HL_COST_PER_BLOCK', 'currency', 'lower', 'cost'), 'HL_COST_PER_BLOCK'),
  {
    ...head('HL_CASES_PER_PATHOLOGIST', 'perFteYear', 'higher', 'productivity'),
    inputs: ['HL_CASES_PER_YEAR', 'HL_FTE_PATHOLOGISTS'],
    formulaText: 'HL_CASES_PER_YEAR / HL_FTE_PATHOLOGISTS',
    formula: (v) => ratio(input(v, 'HL_CASES_PER_YEAR'), input(v, 'HL_FTE_PATHOLOGISTS')),
  },
  {
    ...head('HL_SLIDES_PER_TECH_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['HL_SLIDES_PER_YEAR', ...TECH_FTE],
    formulaText: `HL_SLIDES_PER_YEAR / (${TECH_FTE.join(' + ')})`,
    formula: (v) => ratio(input(v, 'HL_SLIDES_PER_YEAR'), sumOf(v, TECH_FTE)),
  },
  {
    ...head('HL_DIGITAL_PRIMARY', 'percent', 'higher', 'productivity'),
    inputs: ['HL_DIGITAL_PATHOLOGY'],
    formulaText: "100 if HL_DIGITAL_PATHOLOGY = 'primary', else 0 ('none', 'secondary')",
    formula: (v) => choiceScore(v, 'HL_DIGITAL_PATHOLOGY', HL_DIGITAL_PATHOLOGY_CHOICES, 'primary'),
  },
];
