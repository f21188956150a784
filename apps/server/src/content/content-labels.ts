import { pickContentLanguage } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentContributors, contentItemContributors, contentItemTags, contentTags } from '../db/schema/index.ts';

type PerLanguage = Partial<Record<LanguageId, string>>;

/** A tag's name, a contributor's role or bio in the visitor's language chain (D97): English when theirs is missing. */
export function inLanguage(texts: PerLanguage, lang: LanguageId): string {
  const available = (Object.keys(texts) as LanguageId[]).filter((l) => texts[l]);
  const picked = pickContentLanguage(lang, available);
  return picked ? (texts[picked] ?? '') : '';
}

/** The tags of each item, by slug, with names in the visitor's language. */
export async function tagsOf(db: Database, lang: LanguageId, itemIds: readonly string[]) {
  const byItem = new Map<string, { slug: string; name: string }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: contentItemTags.itemId, slug: contentTags.slug, names: contentTags.names })
    .from(contentItemTags)
    .innerJoin(contentTags, eq(contentTags.slug, contentItemTags.tagSlug))
    .where(inArray(contentItemTags.itemId, [...itemIds]))
    .orderBy(asc(contentTags.slug));
  for (const row of rows)
    byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), { slug: row.slug, name: inLanguage(row.names, lang) }]);
  return byItem;
}

/** The contributors of each item in their order, with role and bio in the visitor's language. */
export async function contributorsOf(db: Database, lang: LanguageId, itemIds: readonly string[]) {
  const byItem = new Map<string, { id: string; name: string; role: string; bio: string }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: contentItemContributors.itemId,
      id: contentContributors.id,
      name: contentContributors.name,
      role: contentContributors.role,
      bio: contentContributors.bio,
    })
    .from(contentItemContributors)
    .innerJoin(contentContributors, eq(contentContributors.id, contentItemContributors.contributorId))
    .where(and(inArray(contentItemContributors.itemId, [...itemIds])))
    .orderBy(asc(contentItemContributors.position), asc(contentContributors.name));
  for (const { itemId, id, name, role, bio } of rows) {
    const person = { id, name, role: inLanguage(role, lang), bio: inLanguage(bio, lang) };
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), person]);
  }
  return byItem;
}
