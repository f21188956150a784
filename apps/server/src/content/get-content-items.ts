import { CONTENT_PAGE_SIZE } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { contentItems, contentVersions } from '../db/schema/index.ts';
import { ownPagesCountry } from './content-reads.ts';

/** `%` and `_` in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff's list of content (issue 17 item 2): articles and pages, last changed first, found by part of a slug, a
 * page type or any language's title; each with its versions' publication state. The page is clamped to the last.
 */
export const getContentItems: Handler<'getContentItems'> = async ({ kind, search, page }, { db }) => {
  const filters: SQL[] = [];
  if (kind) filters.push(eq(contentItems.kind, kind));
  if (search) {
    const pattern = likePattern(search);
    const titled = db
      .select({ one: contentVersions.itemId })
      .from(contentVersions)
      .where(and(eq(contentVersions.itemId, contentItems.id), ilike(contentVersions.title, pattern)));
    const matches = or(ilike(contentItems.slug, pattern), ilike(contentItems.pageType, pattern), exists(titled));
    if (matches) filters.push(matches);
  }
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(contentItems).where(where);
  const total = counted?.total ?? 0;
  const shown = Math.min(page, Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE)));
  const items = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.updatedAt), asc(contentItems.id))
    .limit(CONTENT_PAGE_SIZE)
    .offset((shown - 1) * CONTENT_PAGE_SIZE);
  const versions = items.length
    ? await db
        .select({
          itemId: contentVersions.itemId,
          lang: contentVersions.langId,
          title: contentVersions.title,
          publishedAt: contentVersions.publishedAt,
          updatedAt: contentVersions.updatedAt,
        })
        .from(contentVersions)
        .where(
          inArray(
            contentVersions.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(contentVersions.langId))
    : [];
  return {
    data: {
      items: items.map((item) => {
        const own = versions.filter((v) => v.itemId === item.id);
        const title = (own.find((v) => v.lang === ('en' satisfies LanguageId)) ?? own[0])?.title ?? '';
        return {
          id: item.id,
          kind: item.kind,
          section: item.section,
          pageType: item.pageType,
          country: ownPagesCountry(item.country),
          slug: item.slug,
          title,
          versions: own.map((v) => ({
            lang: v.lang,
            publishedAt: v.publishedAt?.toISOString() ?? null,
            updatedAt: v.updatedAt.toISOString(),
          })),
          updatedAt: item.updatedAt.toISOString(),
        };
      }),
      total,
      page: shown,
      pageSize: CONTENT_PAGE_SIZE,
    },
  };
};
