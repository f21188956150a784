/** A translation file: nested objects whose leaves are the texts (apps/web/src/i18n/locales/{lang}.json). */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Nested file → dotted keys as stored in the database. Leaves that are not strings are reported, not stored. */
export function flattenTranslations(
  tree: unknown,
  onSkipped: (key: string) => void = () => {},
  prefix = '',
): Map<string, string> {
  const flat = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    onSkipped(prefix || '(root)');
    return flat;
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenTranslations(value, onSkipped, path)) flat.set(k, v);
  }
  return flat;
}

/**
 * Dotted keys → nested file for i18next. A key that collides with another's branch
 * (`a` and `a.b`, possible after edits) keeps whichever came first.
 */
export function nestTranslations(rows: Iterable<readonly [key: string, value: string]>): TranslationTree {
  const root: TranslationTree = {};
  for (const [key, value] of rows) {
    const parts = key.split('.');
    const leaf = parts.pop();
    if (leaf === undefined) continue;
    let node: TranslationTree | undefined = root;
    for (const part of parts) {
      const next: string | TranslationTree = node[part] ?? (node[part] = {});
      node = typeof next === 'string' ? undefined : next;
      if (!node) break;
    }
    if (node && !(leaf in node)) node[leaf] = value;
  }
  return root;
}
