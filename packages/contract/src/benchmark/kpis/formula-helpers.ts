import type { KpiInputs } from '../kpi-definition.ts';

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

/** The sum of the inputs given, or null when none is. */
export function sumOf(inputs: KpiInputs, codes: readonly string[]): number | null {
  const values = codes.map((c) => input(inputs, c)).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}
