import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { adminFailures } from './admin-failures.ts';
import { assertVersion, lockLiveLab } from './lab-records.ts';
import { confirmationMatches, planLabRemoval, removeLab } from './lab-removal.ts';

/**
 * deleteLabandUser (§7 labId; D57): the lab goes with its users, their sessions and its open responses — or, when it
 * has validated responses, it is archived and those stay with the benchmark figures of their rounds. Only what the
 * confirmation named: a lab changed since, or with other users or open responses now, is refused (D58).
 */
export const deleteLabandUser: Handler<'deleteLabandUser'> = async (payload, ctx) => {
  const actor = signedIn(ctx);
  const data = await ctx.db.transaction(async (tx) => {
    const lab = await lockLiveLab(tx, payload.labId);
    assertVersion(lab, payload.version);
    const plan = await planLabRemoval(tx, lab.id);
    if (!confirmationMatches(plan.removal, payload)) throw adminFailures.recordChanged();
    await removeLab(tx, actor, lab, plan);
    const { removal } = plan;
    return {
      status: removal.outcome === 'archive' ? ('Archived' as const) : ('Deleted' as const),
      users: removal.users.length,
      sessions: removal.sessions,
      openResponses: removal.openResponses.length,
      keptResponses: removal.keptResponses.length,
    };
  });
  return { data };
};
