import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { changedFields, recordAudit } from '../commands/audit.ts';
import { contentTags } from '../db/schema/index.ts';

/** Creates a tag or renames one (its names per language; the slug, its address, stays). */
export const saveContentTag: Handler<'saveContentTag'> = async ({ slug, names }, ctx) => {
  const actor = signedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentTags).where(eq(contentTags.slug, slug)).for('update');
    if (before && JSON.stringify(before.names) === JSON.stringify(names)) return;
    await tx
      .insert(contentTags)
      .values({ slug, names })
      .onConflictDoUpdate({ target: contentTags.slug, set: { names } });
    await recordAudit(tx, actor, {
      action: 'tag.saved',
      target: { type: 'tag', id: slug, label: names.en ?? slug },
      ...(before ? changedFields({ names: before.names }, { names }) : { after: { names } }),
    });
  });
  return { data: { slug } };
};
