/**
 * The characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, and a
 * leading tab or carriage return that some spreadsheets skip before looking again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * An exported cell that no spreadsheet runs: text that begins like a formula gets a leading `'` (shown as text, the
 * value kept), whatever follows, line breaks included; papaparse's `escapeFormulae` skips values with line breaks,
 * so every export goes through this instead. Numbers stay numbers: a stored answer that is a number is no formula.
 */
export function escapeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : escapeCell(String(value));
  return FORMULA_START.test(value) ? `'${value}` : value;
}
