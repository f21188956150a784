import { COUNTRIES_WITH_OWN_PAGES, pageKeyChain, pickContentLanguage } from '@labbench/contract';
import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentItems, contentVersions } from '../db/schema/index.ts';

/** One published language version of an item. */
export interface PublishedVersion {
  itemId: string;
  lang: LanguageId;
  title: string;
  summary: string;
  body: string;
  publishedAt: Date;
  updatedAt: Date;
}

/** The version a visitor asking for `lang` is shown (D97 chain), and every language published. */
export interface Chosen {
  version: PublishedVersion;
  languages: LanguageId[];
}

/**
 * The published versions of the items, grouped by item, languages in a stable order. Lists leave the bodies out
 * (`body` is ''): a version's Markdown may be 100 kB.
 */
export async function publishedVersionsOf(db: Database, itemIds: readonly string[], withBody = true) {
  const byItem = new Map<string, PublishedVersion[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: contentVersions.itemId,
      lang: contentVersions.langId,
      title: contentVersions.title,
      summary: contentVersions.summary,
      body: withBody ? contentVersions.body : sql<string>`''`,
      publishedAt: contentVersions.publishedAt,
      updatedAt: contentVersions.updatedAt,
    })
    .from(contentVersions)
    .where(and(inArray(contentVersions.itemId, [...itemIds]), isNotNull(contentVersions.publishedAt)))
    .orderBy(asc(contentVersions.langId));
  for (const row of rows) {
    if (!row.publishedAt) continue;
    const list = byItem.get(row.itemId) ?? [];
    list.push({ ...row, publishedAt: row.publishedAt });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** The first version of the language chain, or null when the item has none published in it. */
export function chooseVersion(lang: LanguageId, versions: readonly PublishedVersion[] | undefined): Chosen | null {
  if (!versions?.length) return null;
  const languages = versions.map((v) => v.lang);
  const picked = pickContentLanguage(lang, languages);
  const version = versions.find((v) => v.lang === picked);
  return version ? { version, languages } : null;
}

/** DE or IT, whose own pages exist; null for every other country (they all read the general pages). */
export function ownPagesCountry(country: string | null | undefined): 'DE' | 'IT' | null {
  const upper = country?.toUpperCase();
  return COUNTRIES_WITH_OWN_PAGES.find((c) => c === upper) ?? null;
}

/** A published article by section and slug, in the visitor's language chain. */
export async function findArticle(db: Database, lang: LanguageId, section: ArticleSection, slug: string) {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'article'), eq(contentItems.section, section), eq(contentItems.slug, slug)));
  if (!item) return null;
  const chosen = chooseVersion(lang, (await publishedVersionsOf(db, [item.id])).get(item.id));
  return chosen ? { itemId: item.id, ...chosen } : null;
}

/**
 * A page by the §2 rule: the country's own text first (DE, IT), else the general one, each in the visitor's language
 * chain. A country page with nothing published in the chain yields to the general page.
 */
export async function findPage(db: Database, lang: LanguageId, pageType: PageType, country: string | null) {
  const keys = pageKeyChain(pageType, country);
  const countries = keys.map((key) => (key === pageType ? '' : key.slice(0, key.indexOf('_'))));
  const items = await db
    .select({ id: contentItems.id, country: contentItems.country })
    .from(contentItems)
    .where(
      and(eq(contentItems.kind, 'page'), eq(contentItems.pageType, pageType), inArray(contentItems.country, countries)),
    );
  const versions = await publishedVersionsOf(
    db,
    items.map((i) => i.id),
  );
  for (const key of countries) {
    const item = items.find((i) => i.country === key);
    const chosen = item && chooseVersion(lang, versions.get(item.id));
    if (chosen) return { itemId: chosen.version.itemId, country: key === '' ? null : key, ...chosen };
  }
  return null;
}
