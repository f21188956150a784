import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { changedFields, recordAudit } from '../commands/audit.ts';
import type { Database } from '../db/client.ts';
import { contentItemContributors, contentItems, contentItemTags, contentVersions } from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';
import {
  assertFree,
  assertReferences,
  conflictOf,
  isUniqueViolation,
  itemColumns,
  itemLabel,
  writeContent,
} from './content-item-writes.ts';

/** What the audit trail keeps of an item: its shape, links and languages (not the texts, which can be long). */
async function audited(db: Database, itemId: string) {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, itemId));
  if (!item) return null;
  const [tags, people, versions] = await Promise.all([
    db.select({ slug: contentItemTags.tagSlug }).from(contentItemTags).where(eq(contentItemTags.itemId, itemId)),
    db
      .select({ id: contentItemContributors.contributorId })
      .from(contentItemContributors)
      .where(eq(contentItemContributors.itemId, itemId))
      .orderBy(contentItemContributors.position),
    db
      .select({ lang: contentVersions.langId, title: contentVersions.title, updatedAt: contentVersions.updatedAt })
      .from(contentVersions)
      .where(eq(contentVersions.itemId, itemId))
      .orderBy(contentVersions.langId),
  ]);
  return {
    kind: item.kind,
    section: item.section,
    slug: item.slug,
    pageType: item.pageType,
    country: item.country || null,
    tags: tags.map((t) => t.slug).sort(),
    contributorIds: people.map((p) => p.id),
    titles: Object.fromEntries(versions.map((v) => [v.lang, v.title])),
    saved: Object.fromEntries(versions.map((v) => [v.lang, v.updatedAt.toISOString()])),
  };
}

async function insertItem(db: Database, columns: ReturnType<typeof itemColumns>): Promise<string> {
  const [row] = await db.insert(contentItems).values(columns).returning({ id: contentItems.id });
  if (!row) throw new Error('content item not inserted');
  return row.id;
}

/**
 * saveContentItem (issue 17 item 2): creates an item (no id) or replaces one, with the language versions sent, in one
 * transaction with its audit entry. Versions not sent stay as they are; a published version stays published, so the
 * change is what visitors see at once (the change feed drops every process's cached reads).
 */
export const saveContentItem: Handler<'saveContentItem'> = async (payload, ctx) => {
  const actor = signedIn(ctx);
  const columns = itemColumns(payload);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const existing = payload.id
        ? await tx
            .select({ id: contentItems.id })
            .from(contentItems)
            .where(eq(contentItems.id, payload.id))
            .for('update')
        : [];
      if (payload.id && !existing[0]) throw contentFailures.notFound();
      await assertReferences(tx, payload);
      await assertFree(tx, columns, payload.id ?? null);
      const before = payload.id ? await audited(tx, payload.id) : null;
      const itemId = payload.id ?? (await insertItem(tx, columns));
      if (payload.id)
        await tx
          .update(contentItems)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(contentItems.id, payload.id));
      await writeContent(tx, itemId, payload, actor.user.id);
      const after = (await audited(tx, itemId)) ?? {};
      await recordAudit(tx, actor, {
        action: before ? 'content.updated' : 'content.created',
        target: { type: 'content', id: itemId, label: itemLabel(columns) },
        ...(before ? changedFields(before, after) : { after }),
      });
      return itemId;
    });
    return { data: { id } };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOf(columns.kind);
    throw error;
  }
};
