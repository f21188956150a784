/** An answer as the form sends it: a number, text or choice value, or null to clear it. */
export type AnswerValue = number | string | null;

const keyOf = (token: string) => `survey-pending:${token}`;

/**
 * Answers not yet confirmed by the server, kept in local storage by link token: a closed tab or a lost connection
 * loses nothing, and the next load sends them again.
 */
export function readPending(storage: Storage, token: string): Record<string, AnswerValue> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(token)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, v]) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
      ),
    );
  } catch {
    return {};
  }
}

export function addPending(storage: Storage, token: string, answers: Record<string, AnswerValue>): void {
  writePending(storage, token, { ...readPending(storage, token), ...answers });
}

/** Drops the answers the server confirmed, unless they changed again meanwhile. */
export function confirmPending(storage: Storage, token: string, sent: Record<string, AnswerValue>): void {
  const left = Object.entries(readPending(storage, token)).filter(([code, value]) => sent[code] !== value);
  writePending(storage, token, Object.fromEntries(left));
}

function writePending(storage: Storage, token: string, answers: Record<string, AnswerValue>): void {
  try {
    if (Object.keys(answers).length === 0) storage.removeItem(keyOf(token));
    else storage.setItem(keyOf(token), JSON.stringify(answers));
  } catch {
    // Storage full or denied: the answers are still sent, only the offline copy is missing.
  }
}

/** A SurveyJS value as the contract takes it: arrays and objects are not answers of our definitions. */
export function toAnswerValue(value: unknown): AnswerValue | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}
