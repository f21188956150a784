/** One field of an entry's before/after values, as text; null where that side has no value. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields either side names, before's order first; a created thing has only after, a deleted one only before. */
export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: asText(before?.[field]), after: asText(after?.[field]) }));
}
