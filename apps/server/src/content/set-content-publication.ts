import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { recordAudit } from '../commands/audit.ts';
import { contentItems, contentVersions } from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';
import { itemLabel } from './content-item-writes.ts';

/**
 * Publishes or unpublishes one language version (issue 17 item 2). Publishing keeps the first publication date (a
 * version published again after an unpublish gets a new one, since unpublishing clears it); visitors see the change
 * at once. Setting the state it already has changes nothing and records nothing.
 */
export const setContentPublication: Handler<'setContentPublication'> = async ({ id, lang, published }, ctx) => {
  const actor = signedIn(ctx);
  const data = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        publishedAt: contentVersions.publishedAt,
        kind: contentItems.kind,
        section: contentItems.section,
        slug: contentItems.slug,
        pageType: contentItems.pageType,
        country: contentItems.country,
      })
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(and(eq(contentVersions.itemId, id), eq(contentVersions.langId, lang)))
      .for('update');
    if (!row) throw contentFailures.notFound();
    const { publishedAt: before, ...item } = row;
    if (!!before === published) return { publishedAt: before?.toISOString() ?? null };
    const publishedAt = published ? new Date() : null;
    await tx
      .update(contentVersions)
      .set({ publishedAt })
      .where(and(eq(contentVersions.itemId, id), eq(contentVersions.langId, lang)));
    await recordAudit(tx, actor, {
      action: published ? 'content.published' : 'content.unpublished',
      target: { type: 'content', id, label: itemLabel(item) },
      before: { lang, publishedAt: before?.toISOString() ?? null },
      after: { lang, publishedAt: publishedAt?.toISOString() ?? null },
    });
    return { publishedAt: publishedAt?.toISOString() ?? null };
  });
  return { data };
};
