import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { recordAudit } from '../commands/audit.ts';
import { contentTags } from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';

/** Deletes a tag; the articles that carried it keep everything else. */
export const deleteContentTag: Handler<'deleteContentTag'> = async ({ slug }, ctx) => {
  const actor = signedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(contentTags).where(eq(contentTags.slug, slug)).returning();
    if (!before) throw contentFailures.notFound();
    await recordAudit(tx, actor, {
      action: 'tag.deleted',
      target: { type: 'tag', id: slug, label: before.names.en ?? slug },
      before: { names: before.names },
    });
  });
  return { data: { deleted: true } };
};
