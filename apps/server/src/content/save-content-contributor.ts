import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { changedFields, recordAudit } from '../commands/audit.ts';
import { contentContributors } from '../db/schema/index.ts';
import { contentFailures } from './content-failures.ts';

/** Creates a contributor (no id) or replaces one's name, role and bio; an unknown id is `notFound`. */
export const saveContentContributor: Handler<'saveContentContributor'> = async ({ id, name, role, bio }, ctx) => {
  const actor = signedIn(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const values = { name, role, bio };
    if (!id) {
      const [row] = await tx.insert(contentContributors).values(values).returning({ id: contentContributors.id });
      if (!row) throw new Error('contributor not inserted');
      await recordAudit(tx, actor, {
        action: 'contributor.saved',
        target: { type: 'contributor', id: row.id, label: name },
        after: values,
      });
      return row.id;
    }
    const [before] = await tx.select().from(contentContributors).where(eq(contentContributors.id, id)).for('update');
    if (!before) throw contentFailures.notFound();
    const changes = changedFields({ name: before.name, role: before.role, bio: before.bio }, values);
    if (Object.keys(changes.after).length === 0) return id;
    await tx.update(contentContributors).set(values).where(eq(contentContributors.id, id));
    await recordAudit(tx, actor, {
      action: 'contributor.saved',
      target: { type: 'contributor', id, label: name },
      ...changes,
    });
    return id;
  });
  return { data: { id: saved } };
};
