import type { KpiDefinition, KpiInputs } from '../kpi-definition.ts';
import {
  YES_NO_CHOICES,
  asIs,
  choiceScore,
  input,
  iso15189Kpi,
  kpiHead,
  ratio,
  sumOf,
  times,
} from './formula-helpers.ts';

const head = kpiHead('BB');
const FTE = ['BB_FTE_PATHOLOGISTS', 'BB_FTE_MED_TECHNOLOGISTS', 'BB_FTE_TECHNICIANS', 'BB_FTE_SUPPORT_ADMIN'];
const TECH_FTE = ['BB_FTE_MED_TECHNOLOGISTS', 'BB_FTE_TECHNICIANS'];

/** Red cells issued by electronic crossmatch: the share given, or 0 when the lab does not issue electronically. */
function electronicIssue(v: KpiInputs): number | null {
  const issues = choiceScore(v, 'BB_ELECTRONIC_ISSUE', YES_NO_CHOICES, 'yes');
  if (issues === null) return null;
  return issues === 0 ? 0 : input(v, 'BB_ELECTRONIC_ISSUE_PCT');
}

/** Blood bank KPIs (docs/kpis.md). */
export const BB_KPIS: readonly KpiDefinition[] = [
  asIs(head('BB_SAMPLE_REJECTION', 'percent', 'lower', 'quality'), 'BB_SAMPLE_REJECTION_PCT'),
  asIs(head('BB_CT_RATIO', 'ratio', 'lower', 'quality'), 'BB_CT_RATIO'),
  asIs(head('BB_UNITS_WASTED', 'percent', 'lower', 'quality'), 'BB_UNITS_WASTED_PCT'),
  {
    ...head('BB_WBIT_PER_1000_XM', 'per1000', 'lower', 'quality'),
    inputs: ['BB_WBIT_EVENTS_YEAR', 'BB_CROSSMATCHES_PER_YEAR'],
    formulaText: 'BB_WBIT_EVENTS_YEAR / BB_CROSSMATCHES_PER_YEAR × 1000',
    formula: (v) => times(ratio(input(v, 'BB_WBIT_EVENTS_YEAR'), input(v, 'BB_CROSSMATCHES_PER_YEAR')), 1000),
  },
  asIs(head('BB_EQA_UNACCEPTABLE', 'percent', 'lower', 'quality'), 'BB_EQA_UNACCEPTABLE_PCT'),
  iso15189Kpi('BB'),
  asIs(head('BB_EMERGENCY_RELEASE_MEDIAN', 'minutes', 'lower', 'speed'), 'BB_EMERGENCY_RELEASE_MEDIAN_MIN'),
  asIs(head('BB_MTP_FIRST_PACK', 'minutes', 'lower', 'speed'), 'BB_MTP_FIRST_PACK_MIN'),
  asIs(head('BB_XM_TAT_MEDIAN', 'minutes', 'lower', 'speed'), 'BB_XM_TAT_MEDIAN_MIN'),
  asIs(head('BB_XM_TAT_P90', 'minutes', 'lower', 'speed'), 'BB_XM_TAT_P90_MIN'),
  asIs(head('BB_COST_PER_UNIT', 'currency', 'lower', 'cost'), 'BB_COST_PER_UNIT'),
  asIs(head('BB_UNITS_EXPIRED', 'percent', 'lower', 'cost'), 'BB_UNITS_EXPIRED_PCT'),
  {
    ...head('BB_XM_PER_TECH_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['BB_CROSSMATCHES_PER_YEAR', ...TECH_FTE],
    formulaText: `BB_CROSSMATCHES_PER_YEAR / (${TECH_FTE.join(' + ')})`,
    formula: (v) => ratio(input(v, 'BB_CROSSMATCHES_PER_YEAR'), sumOf(v, TECH_FTE)),
  },
  {
    ...head('BB_UNITS_PER_FTE', 'perFteYear', 'higher', 'productivity'),
    inputs: ['BB_UNITS_ISSUED_PER_YEAR', ...FTE],
    formulaText: `BB_UNITS_ISSUED_PER_YEAR / (${FTE.join(' + ')})`,
    formula: (v) => ratio(input(v, 'BB_UNITS_ISSUED_PER_YEAR'), sumOf(v, FTE)),
  },
  {
    ...head('BB_ELECTRONIC_ISSUE', 'percent', 'higher', 'productivity'),
    inputs: ['BB_ELECTRONIC_ISSUE', 'BB_ELECTRONIC_ISSUE_PCT'],
    formulaText: "BB_ELECTRONIC_ISSUE_PCT if BB_ELECTRONIC_ISSUE = 'yes', else 0",
    formula: electronicIssue,
  },
];
