import { pageKey } from '@labbench/contract';
import type { ArticleSection, ContentKind, FieldError, PageType } from '@labbench/contract';
import type { z } from 'zod';
import type { saveContentItemPayload } from '@labbench/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  contentContributors,
  contentItemContributors,
  contentItems,
  contentItemTags,
  contentTags,
  contentVersions,
} from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';

/** The payload as parsed (tags and contributors defaulted). */
export type SaveItem = z.output<typeof saveContentItemPayload>;

/** The item's own columns: an article has section and slug, a page its type and country ('' = general). */
export function itemColumns(payload: SaveItem) {
  return payload.kind === 'article'
    ? { kind: payload.kind, section: payload.section ?? null, slug: payload.slug ?? null, pageType: null, country: '' }
    : {
        kind: payload.kind,
        section: null,
        slug: null,
        pageType: payload.pageType ?? null,
        country: payload.country ?? '',
      };
}

/** How the audit trail names an item: the article's section and slug, or the page key (`DE_privacy`). */
export function itemLabel(columns: {
  kind: ContentKind;
  section: ArticleSection | null;
  slug: string | null;
  pageType: PageType | null;
  country: string;
}): string {
  if (columns.kind === 'article') return `${columns.section}/${columns.slug}`;
  return columns.pageType ? pageKey(columns.pageType, columns.country || null) : '';
}

/** Tags and contributors the item names must exist: a field error for each one that does not. */
export async function assertReferences(db: Database, payload: SaveItem): Promise<void> {
  const fields: FieldError[] = [];
  const tags = payload.tags.length
    ? await db.select({ slug: contentTags.slug }).from(contentTags).where(inArray(contentTags.slug, payload.tags))
    : [];
  payload.tags.forEach((slug, i) => {
    if (!tags.some((t) => t.slug === slug)) fields.push({ field: `tags.${i}`, message: 'validation.tagUnknown' });
  });
  const people = payload.contributorIds.length
    ? await db
        .select({ id: contentContributors.id })
        .from(contentContributors)
        .where(inArray(contentContributors.id, payload.contributorIds))
    : [];
  payload.contributorIds.forEach((id, i) => {
    if (!people.some((p) => p.id === id))
      fields.push({ field: `contributorIds.${i}`, message: 'validation.contributorUnknown' });
  });
  if (fields.length) throw contentFailures.unknownReferences(fields);
}

/**
 * No other item may have the article's section and slug or the page's type and country. Checked first for a clear
 * field error; the unique indexes still decide between two saves at the same moment.
 */
export async function assertFree(db: Database, columns: ReturnType<typeof itemColumns>, id: string | null) {
  const same: SQL[] = [eq(contentItems.kind, columns.kind)];
  if (columns.section) same.push(eq(contentItems.section, columns.section));
  if (columns.slug) same.push(eq(contentItems.slug, columns.slug));
  if (columns.pageType)
    same.push(eq(contentItems.pageType, columns.pageType), eq(contentItems.country, columns.country));
  if (id) same.push(ne(contentItems.id, id));
  const [taken] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(...same))
    .limit(1);
  if (taken) throw conflictOf(columns.kind);
}

export function conflictOf(kind: 'article' | 'page') {
  return kind === 'article'
    ? contentFailures.conflict({ field: 'slug', message: 'validation.slugTaken' })
    : contentFailures.conflict({ field: 'pageType', message: 'validation.pageExists' });
}

/** A unique-index violation (PostgreSQL 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Writes the versions sent (kept published if they were), and replaces the item's tags and contributors. */
export async function writeContent(db: Database, itemId: string, payload: SaveItem, userId: string): Promise<void> {
  const now = new Date();
  for (const v of payload.versions)
    await db
      .insert(contentVersions)
      .values({
        itemId,
        langId: v.lang,
        title: v.title,
        summary: v.summary,
        body: v.body,
        updatedAt: now,
        updatedBy: userId,
      })
      .onConflictDoUpdate({
        target: [contentVersions.itemId, contentVersions.langId],
        set: { title: v.title, summary: v.summary, body: v.body, updatedAt: now, updatedBy: userId },
      });
  await db.delete(contentItemTags).where(eq(contentItemTags.itemId, itemId));
  if (payload.tags.length)
    await db.insert(contentItemTags).values([...new Set(payload.tags)].map((tagSlug) => ({ itemId, tagSlug })));
  await db.delete(contentItemContributors).where(eq(contentItemContributors.itemId, itemId));
  if (payload.contributorIds.length)
    await db
      .insert(contentItemContributors)
      .values(
        [...new Set(payload.contributorIds)].map((contributorId, position) => ({ itemId, contributorId, position })),
      );
}
