import type { SurveyCategory } from '../constants/survey-types.ts';

/** The dashboard areas a KPI belongs to (§2 /dashboard/quality, /speed, /cost, and productivity). */
export const KPI_AREAS = ['quality', 'speed', 'cost', 'productivity'] as const;
export type KpiArea = (typeof KPI_AREAS)[number];

/** The sections a customised PDF report is made of (§2 PDF generation): the choices of the report's request. */
export const REPORT_SECTIONS = ['management', 'operation', 'productivity'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * One vocabulary on the dashboard and in the report (issue 18 §2 item 6): the areas. §2's three PDF sections are the
 * areas grouped — management the quality and cost of the lab, operation its speed, productivity its productivity —
 * so a customised report prints the same area pages the dashboard shows, under the same names.
 */
export const REPORT_SECTION_AREAS: Readonly<Record<ReportSection, readonly KpiArea[]>> = {
  management: ['quality', 'cost'],
  operation: ['speed'],
  productivity: ['productivity'],
};

/** The areas of the chosen sections, in the dashboard's order. */
export function areasOfSections(sections: readonly ReportSection[]): KpiArea[] {
  return KPI_AREAS.filter((area) => sections.some((s) => REPORT_SECTION_AREAS[s].includes(area)));
}

/** How a KPI's value reads: the unit the web formats it in. */
export const KPI_UNITS = [
  'percent',
  'minutes',
  'per1000',
  'count',
  'perFte',
  'perFteDay',
  'perFteYear',
  'currency',
  'hours',
  'days',
  'ratio',
] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];

/** Which way is better: for `lower` KPIs (error rates, turnaround times, cost) the bands are turned round. */
export type KpiDirection = 'higher' | 'lower';

/** The numeric input values of one response by question code (survey_input_values: yes 1, no 0, choices by index). */
export type KpiInputs = Readonly<Record<string, number | undefined>>;

/**
 * One KPI of a category's benchmark: computed from the survey's question codes by `formula`, the same function on
 * the server (when a response is validated) and in the unit tests. Its name and description are the interface texts
 * `kpis.<code>.name` and `kpis.<code>.description`.
 */
export interface KpiDefinition {
  /** Stable code, e.g. `CL_SAMPLE_REJECTION`; a published code never changes. */
  code: string;
  category: SurveyCategory;
  unit: KpiUnit;
  better: KpiDirection;
  /** Its dashboard area, which also places it in the report (REPORT_SECTION_AREAS). */
  area: KpiArea;
  /** The question codes the formula reads. */
  inputs: readonly string[];
  /** The formula as written in docs/kpis.md. */
  formulaText: string;
  /** The value, or null when an input it needs is missing or the result is undefined (a division by zero). */
  formula: (inputs: KpiInputs) => number | null;
}
