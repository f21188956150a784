import { failures } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { loadProfile } from './profile-view.ts';

/** The caller's own profile, for content readers or for everyone else. */
export async function ownProfile(ctx: HandlerContext, readers: boolean) {
  const { user } = signedIn(ctx);
  if ((user.userType === 'contentreader') !== readers) throw failures.forbidden();
  const profile = await loadProfile(ctx.db, user.id);
  if (!profile) throw failures.sessionExpired();
  return { data: profile };
}
