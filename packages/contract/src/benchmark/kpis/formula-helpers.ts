import type { SurveyCategory } from '../../constants/survey-types.ts';
import type { KpiArea, KpiDefinition, KpiDirection, KpiInputs, KpiUnit } from '../kpi-definition.ts';

/** The input as a number, or null when missing or not finite. */
export function input(inputs: KpiInputs, code: string): number | null {
  const value = inputs[code];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** a / b, or null when either is missing or b is zero. */
export function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b === 0) return null;
  return a / b;
}

/** value × factor (a rate per 1,000, a score of 100), null staying null. */
export function times(value: number | null, factor: number): number | null {
  return value === null ? null : value * factor;
}

/** The sum of the inputs given, or null when none is. */
export function sumOf(inputs: KpiInputs, codes: readonly string[]): number | null {
  const values = codes.map((c) => input(inputs, c)).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

/** The choices of the ISO 15189 questions, in the definitions' order. */
export const ISO15189_CHOICES = ['yes', 'no', 'in_progress'] as const;
/** The choices of a pure yes/no question. */
export const YES_NO_CHOICES = ['yes', 'no'] as const;

/**
 * The number a choice answer is stored as (D38, `inputValuesOf`): yes/no as 1/0 wherever they stand, any other
 * choice as its position among the question's choices. Throws on a choice the list lacks, so a catalogue typo fails
 * at load time and no formula compares against a bare index.
 */
export function storedChoice(choices: readonly string[], choice: string): number {
  if (choice === 'yes') return 1;
  if (choice === 'no') return 0;
  const position = choices.indexOf(choice);
  if (position < 0) throw new Error(`"${choice}" is not one of ${choices.join(', ')}`);
  return position;
}

/** 100 when the choice question was answered `choice`, 0 when answered otherwise, null when not answered. */
export function choiceScore(
  inputs: KpiInputs,
  code: string,
  choices: readonly string[],
  choice: string,
): number | null {
  const wanted = storedChoice(choices, choice);
  const value = input(inputs, code);
  return value === null ? null : value === wanted ? 100 : 0;
}

type KpiBase = Omit<KpiDefinition, 'inputs' | 'formulaText' | 'formula'>;

/** A maker of a category's KPI heads (code, unit, direction, area), so each catalogue line reads as a row. */
export function kpiHead(category: SurveyCategory) {
  return (code: string, unit: KpiUnit, better: KpiDirection, area: KpiArea): KpiBase => ({
    code,
    category,
    unit,
    better,
    area,
  });
}

/** A KPI that is one survey answer as given (a rate or a time the lab measured itself). */
export function asIs(kpi: KpiBase, code: string): KpiDefinition {
  return { ...kpi, inputs: [code], formulaText: code, formula: (v) => input(v, code) };
}

/** ISO 15189 accreditation of a category: 100 when accredited, 0 when not or in progress (a management quality KPI). */
export function iso15189Kpi(category: SurveyCategory): KpiDefinition {
  const code = `${category}_ISO15189`;
  return {
    ...kpiHead(category)(code, 'percent', 'higher', 'quality'),
    inputs: [code],
    formulaText: `100 if ${code} = 'yes', else 0 ('no', 'in_progress')`,
    formula: (v) => choiceScore(v, code, ISO15189_CHOICES, 'yes'),
  };
}

/** Automation level: 50 for a track system (TLA) plus 50 for middleware; null unless both were answered. */
export function automationLevel(inputs: KpiInputs, trackCode: string, middlewareCode: string): number | null {
  const track = choiceScore(inputs, trackCode, YES_NO_CHOICES, 'yes');
  const middleware = choiceScore(inputs, middlewareCode, YES_NO_CHOICES, 'yes');
  return track === null || middleware === null ? null : (track + middleware) / 2;
}
