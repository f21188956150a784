import { asc, count, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { contentItemTags, contentTags } from '../db/schema/index.ts';

/** Every tag for the staff, by slug, with its names and how many articles carry it (drafts too). */
export const getContentTags: Handler<'getContentTags'> = async (_payload, { db }) => {
  const rows = await db
    .select({ slug: contentTags.slug, names: contentTags.names, articles: count(contentItemTags.itemId) })
    .from(contentTags)
    .leftJoin(contentItemTags, eq(contentItemTags.tagSlug, contentTags.slug))
    .groupBy(contentTags.slug)
    .orderBy(asc(contentTags.slug));
  return { data: { tags: rows } };
};
