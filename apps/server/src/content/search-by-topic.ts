import { languageTag } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { asc } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { contentTags } from '../db/schema/index.ts';
import { visibleArticles } from './content-articles.ts';
import { contentCacheKind } from './content-cache.ts';
import { inLanguage, tagsOf } from './content-labels.ts';

const topics = contentCacheKind<ResponseOf<'searchByTopic'>>(50);

/**
 * The topics (§7 searchByTopic): every tag carried by an article the visitor can read in their language chain, named
 * in their language (English when the tag has no name in it), with how many such articles carry it; by name.
 */
export const searchByTopic: Handler<'searchByTopic'> = async ({ lang }, { db }) => ({
  data: await topics.get(db, lang, async () => {
    const articles = await visibleArticles(db, lang);
    const counts = new Map<string, number>();
    for (const tags of (
      await tagsOf(
        db,
        lang,
        articles.map((a) => a.id),
      )
    ).values())
      for (const tag of tags) counts.set(tag.slug, (counts.get(tag.slug) ?? 0) + 1);
    const tags = await db.select().from(contentTags).orderBy(asc(contentTags.slug));
    return {
      tags: tags
        .filter((tag) => counts.has(tag.slug))
        .map((tag) => ({ slug: tag.slug, name: inLanguage(tag.names, lang), articles: counts.get(tag.slug) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name, languageTag(lang)) || a.slug.localeCompare(b.slug)),
    };
  }),
});
