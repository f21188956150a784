/**
 * What staff typed as an answer's new value: nothing clears it, a numeric question takes a number (a text that
 * is no number is sent as it is, so the server names the problem under the field).
 */
export function answerInput(text: string, numeric: boolean): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!numeric) return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}
