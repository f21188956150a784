import type { ResponseOf } from '@labbench/contract';

export type GlossarySection = ResponseOf<'getTranslationGlossary'>['sections'][number];
export type GlossaryGroup = GlossarySection['groups'][number];
export type GlossaryKey = GlossaryGroup['keys'][number];

/** Up to this many matching keys, a search opens their groups at once; more, and the reader opens the ones wanted. */
export const AUTO_OPEN_LIMIT = 60;

/**
 * The sections with only the keys whose name or one of whose texts contains the query (case ignored), empty groups
 * and sections left out. An empty query keeps everything.
 */
export function filterGlossary(
  sections: readonly GlossarySection[],
  query: string,
  textsOf: (key: string) => readonly string[],
): GlossarySection[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...sections];
  const matches = (key: string) =>
    key.toLocaleLowerCase().includes(needle) || textsOf(key).some((text) => text.toLocaleLowerCase().includes(needle));
  return sections.flatMap((section) => {
    const groups = section.groups.flatMap((group) => {
      const keys = group.keys.filter((k) => matches(k.translateKey));
      return keys.length > 0 ? [{ ...group, keys }] : [];
    });
    return groups.length > 0 ? [{ ...section, groups }] : [];
  });
}

export function keyCount(sections: readonly Pick<GlossarySection, 'groups'>[]): number {
  return sections.reduce((sum, section) => sum + section.groups.reduce((n, group) => n + group.keys.length, 0), 0);
}
