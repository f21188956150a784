import { languageTag } from '@labbench/contract/constants';
import type { KpiUnit } from '@labbench/contract';

/** Digits after the point by unit: rates and ratios need them, counts and minutes do not. */
const FRACTION_DIGITS: Record<KpiUnit, number> = {
  percent: 1,
  minutes: 0,
  per1000: 2,
  count: 0,
  perFte: 0,
  perFteDay: 1,
  perFteYear: 0,
  currency: 2,
  hours: 1,
  days: 1,
  ratio: 2,
};

/** The number in the language's own digits and separators (Intl with the BCP 47 tag of our language id). */
export function formatNumber(value: number, unit: KpiUnit, language: string): string {
  const digits = FRACTION_DIGITS[unit];
  return new Intl.NumberFormat(languageTag(language), {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}

/** The interface text key of a unit's suffix; `benchmark.unit.<unit>` with {{value}} in it. */
export function unitKey(unit: KpiUnit): string {
  return `benchmark.unit.${unit}`;
}
