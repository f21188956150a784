import type { ResponseOf } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { contentCacheKind } from './content-cache.ts';
import { contentFailures } from './content-failures.ts';
import { contributorsOf, tagsOf } from './content-labels.ts';
import { findArticle } from './content-reads.ts';

type Article = ResponseOf<'getContentArticle'>['article'];

/** Answers kept per process; a missing article is kept too (null), so probing unknown slugs costs no query. */
const articles = contentCacheKind<Article | null>(2_000);

/**
 * One published article in the visitor's language, else English (D97). The body is the Markdown as staff wrote it,
 * `<script>` and all: the web renders it without raw HTML. Unknown and unpublished slugs get the same `notFound`.
 */
export const getContentArticle: Handler<'getContentArticle'> = async ({ lang, section, slug }, { db }) => {
  const article = await articles.get(db, JSON.stringify([lang, section, slug]), async () => {
    const found = await findArticle(db, lang, section, slug);
    if (!found) return null;
    const { itemId, version, languages } = found;
    const [tags, contributors] = await Promise.all([tagsOf(db, lang, [itemId]), contributorsOf(db, lang, [itemId])]);
    return {
      id: itemId,
      section,
      slug,
      title: version.title,
      summary: version.summary,
      body: version.body,
      language: version.lang,
      languages,
      publishedAt: version.publishedAt.toISOString(),
      updatedAt: version.updatedAt.toISOString(),
      tags: tags.get(itemId) ?? [],
      contributors: contributors.get(itemId) ?? [],
    };
  });
  if (!article) throw contentFailures.notFound();
  return { data: { article } };
};
