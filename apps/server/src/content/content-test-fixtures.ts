import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import {
  contentContributors,
  contentItemContributors,
  contentItems,
  contentItemTags,
  contentTags,
  contentVersions,
} from '../db/schema/index.ts';

/** A language version: published `publishedAt` (a date), or a draft (null). */
export interface FixtureVersion {
  lang: LanguageId;
  title?: string;
  summary?: string;
  body?: string;
  publishedAt?: Date | null;
}

async function insertVersions(db: Database, itemId: string, versions: readonly FixtureVersion[]) {
  await db.insert(contentVersions).values(
    versions.map((v) => ({
      itemId,
      langId: v.lang,
      title: v.title ?? `Title ${v.lang}`,
      summary: v.summary ?? '',
      body: v.body ?? `Body ${v.lang}`,
      publishedAt: v.publishedAt === undefined ? new Date('2026-01-01T00:00:00Z') : v.publishedAt,
    })),
  );
}

/** An article straight into the database (the tests of reads need no staff session). */
export async function insertArticle(
  db: Database,
  article: {
    section: ArticleSection;
    slug: string;
    versions: readonly FixtureVersion[];
    tags?: readonly string[];
    contributors?: readonly string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(contentItems)
    .values({ kind: 'article', section: article.section, slug: article.slug })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('article not inserted');
  await insertVersions(db, row.id, article.versions);
  if (article.tags?.length)
    await db.insert(contentItemTags).values(article.tags.map((tagSlug) => ({ itemId: row.id, tagSlug })));
  if (article.contributors?.length)
    await db
      .insert(contentItemContributors)
      .values(article.contributors.map((contributorId, position) => ({ itemId: row.id, contributorId, position })));
  return row.id;
}

export async function insertPage(
  db: Database,
  page: { pageType: PageType; country?: 'DE' | 'IT'; versions: readonly FixtureVersion[] },
): Promise<string> {
  const [row] = await db
    .insert(contentItems)
    .values({ kind: 'page', pageType: page.pageType, country: page.country ?? '' })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('page not inserted');
  await insertVersions(db, row.id, page.versions);
  return row.id;
}

export async function insertTag(db: Database, slug: string, names: Partial<Record<LanguageId, string>>) {
  await db.insert(contentTags).values({ slug, names });
}

export async function insertContributor(
  db: Database,
  person: { id: string; name: string; role?: Partial<Record<LanguageId, string>> },
) {
  await db.insert(contentContributors).values({ role: {}, bio: {}, ...person });
}

/** Dates a day apart, for ordering. */
export const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
