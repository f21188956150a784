import { CONTENT_PAGE_SIZE } from '@labbench/contract';
import type { ArticleSummary, LanguageId, ResponseOf } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import type { Database } from '../db/client.ts';
import { visibleArticles } from './content-articles.ts';
import type { VisibleArticle } from './content-articles.ts';
import { contentCacheKind } from './content-cache.ts';
import { contributorsOf, tagsOf } from './content-labels.ts';

const lists = contentCacheKind<ResponseOf<'getContentArticles'>>(1_000);

/** Articles as a list shows them: each in the shown language, with its tags and contributors in the visitor's. */
export async function summariesOf(
  db: Database,
  lang: LanguageId,
  articles: readonly VisibleArticle[],
): Promise<ArticleSummary[]> {
  const ids = articles.map((a) => a.id);
  const [tags, contributors] = await Promise.all([tagsOf(db, lang, ids), contributorsOf(db, lang, ids)]);
  return articles.map(({ id, section, slug, version }) => ({
    id,
    section,
    slug,
    title: version.title,
    summary: version.summary,
    language: version.lang,
    publishedAt: version.publishedAt.toISOString(),
    tags: tags.get(id) ?? [],
    contributors: (contributors.get(id) ?? []).map((c) => ({ id: c.id, name: c.name })),
  }));
}

/**
 * The published articles of a section, a tag or a contributor (or all), newest first, CONTENT_PAGE_SIZE a page; each
 * in the visitor's language, else English (D97), its `language` saying which. A page past the end is empty.
 */
export const getContentArticles: Handler<'getContentArticles'> = async (payload, { db }) => {
  const { lang, section, tag, contributor, page } = payload;
  const key = JSON.stringify([lang, section, tag, contributor, page]);
  const data = await lists.get(db, key, async () => {
    const all = await visibleArticles(db, lang, { section, tag, contributor });
    const shown = all.slice((page - 1) * CONTENT_PAGE_SIZE, page * CONTENT_PAGE_SIZE);
    return { items: await summariesOf(db, lang, shown), total: all.length, page, pageSize: CONTENT_PAGE_SIZE };
  });
  return { data };
};
