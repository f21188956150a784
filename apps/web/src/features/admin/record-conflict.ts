/**
 * D58: when a save is refused because someone else saved first, the fields their save changed (theirs differs from
 * the values this form was loaded with), each with their value and the value this form holds.
 */
export interface FieldConflict<K extends string> {
  field: K;
  theirs: unknown;
  mine: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function recordConflicts<V extends object, K extends keyof V & string>(
  fields: readonly K[],
  loaded: V,
  theirs: V,
  mine: V,
): FieldConflict<K>[] {
  return fields
    .filter((field) => !same(loaded[field], theirs[field]))
    .map((field) => ({ field, theirs: theirs[field], mine: mine[field] }));
}

/** The values after "keep mine": the fields this form changed keep my value, the others take theirs. */
export function mergeOnto<V extends object, K extends keyof V>(fields: readonly K[], loaded: V, theirs: V, mine: V): V {
  const merged = { ...mine };
  for (const field of fields) if (same(loaded[field], mine[field])) merged[field] = theirs[field];
  return merged;
}
