import { asc, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { contentItemContributors, contentItems, contentItemTags, contentVersions, users } from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';
import { ownPagesCountry } from './content-reads.ts';

/**
 * One item for the staff's editor: its shape, tags, contributors in order, and every language version, drafts too,
 * with who saved it last (their e-mail; null once that account is gone).
 */
export const getContentItem: Handler<'getContentItem'> = async ({ id }, { db }) => {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!item) throw contentFailures.notFound();
  const [tags, people, versions] = await Promise.all([
    db
      .select({ slug: contentItemTags.tagSlug })
      .from(contentItemTags)
      .where(eq(contentItemTags.itemId, id))
      .orderBy(asc(contentItemTags.tagSlug)),
    db
      .select({ id: contentItemContributors.contributorId })
      .from(contentItemContributors)
      .where(eq(contentItemContributors.itemId, id))
      .orderBy(asc(contentItemContributors.position)),
    db
      .select({
        lang: contentVersions.langId,
        title: contentVersions.title,
        summary: contentVersions.summary,
        body: contentVersions.body,
        publishedAt: contentVersions.publishedAt,
        updatedAt: contentVersions.updatedAt,
        updatedBy: users.email,
      })
      .from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.updatedBy))
      .where(eq(contentVersions.itemId, id))
      .orderBy(asc(contentVersions.langId)),
  ]);
  return {
    data: {
      item: {
        id: item.id,
        kind: item.kind,
        section: item.section,
        pageType: item.pageType,
        country: ownPagesCountry(item.country),
        slug: item.slug,
        tags: tags.map((t) => t.slug),
        contributorIds: people.map((p) => p.id),
        versions: versions.map((v) => ({
          ...v,
          publishedAt: v.publishedAt?.toISOString() ?? null,
          updatedAt: v.updatedAt.toISOString(),
        })),
      },
    },
  };
};
