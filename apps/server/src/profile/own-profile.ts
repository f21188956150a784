import { failures } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { loadProfile } from './profile-view.ts';

/** The caller's own profile; the request's access says whose (content readers' or everyone else's). */
export async function ownProfile(ctx: HandlerContext) {
  const { user } = signedIn(ctx);
  const profile = await loadProfile(ctx.db, user.id);
  if (!profile) throw failures.sessionExpired();
  return { data: profile };
}
