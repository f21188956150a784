import type { ArticleSection, LanguageId } from '@labbench/contract';
import { and, eq, exists } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentItemContributors, contentItems, contentItemTags } from '../db/schema/index.ts';
import { chooseVersion, publishedVersionsOf } from './content-reads.ts';
import type { Chosen } from './content-reads.ts';

export interface ArticleFilter {
  section?: ArticleSection;
  tag?: string;
  contributor?: string;
}

export interface VisibleArticle extends Chosen {
  id: string;
  section: ArticleSection;
  slug: string;
}

/**
 * The articles a visitor asking for `lang` can read (a version published in the language chain, D97), newest first
 * by the shown version's publication. Every list, count and topic is built from this one reading, so a tag's count
 * is the length of its list. The content area is a few hundred articles at most and the answers are cached.
 */
export async function visibleArticles(db: Database, lang: LanguageId, filter: ArticleFilter = {}) {
  const where: SQL[] = [eq(contentItems.kind, 'article')];
  if (filter.section) where.push(eq(contentItems.section, filter.section));
  if (filter.tag) {
    const tagged = db
      .select({ one: contentItemTags.itemId })
      .from(contentItemTags)
      .where(and(eq(contentItemTags.itemId, contentItems.id), eq(contentItemTags.tagSlug, filter.tag)));
    where.push(exists(tagged));
  }
  if (filter.contributor) {
    const byContributor = db
      .select({ one: contentItemContributors.itemId })
      .from(contentItemContributors)
      .where(
        and(
          eq(contentItemContributors.itemId, contentItems.id),
          eq(contentItemContributors.contributorId, filter.contributor),
        ),
      );
    where.push(exists(byContributor));
  }
  const items = await db
    .select({ id: contentItems.id, section: contentItems.section, slug: contentItems.slug })
    .from(contentItems)
    .where(and(...where));
  const versions = await publishedVersionsOf(
    db,
    items.map((i) => i.id),
    false,
  );
  const visible: VisibleArticle[] = [];
  for (const item of items) {
    const chosen = chooseVersion(lang, versions.get(item.id));
    if (chosen && item.section && item.slug)
      visible.push({ id: item.id, section: item.section, slug: item.slug, ...chosen });
  }
  return visible.sort(
    (a, b) => b.version.publishedAt.getTime() - a.version.publishedAt.getTime() || a.slug.localeCompare(b.slug),
  );
}
