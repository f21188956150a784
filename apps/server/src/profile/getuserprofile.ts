import { failures } from '../api/errors.ts';
import type { Handler, HandlerContext } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { loadProfile } from './profile-view.ts';

async function ownProfile(ctx: HandlerContext, readers: boolean) {
  const { user } = signedIn(ctx);
  if ((user.userType === 'contentreader') !== readers) throw failures.forbidden();
  const profile = await loadProfile(ctx.db, user.id);
  if (!profile) throw failures.sessionExpired();
  return { data: profile };
}

/** getuserprofile: the caller's own profile; full-site users and staff (§6). */
export const getuserprofile: Handler<'getuserprofile'> = (_payload, ctx) => ownProfile(ctx, false);

/** getcontentreaderprofile: the caller's own profile; content readers only (§6). */
export const getcontentreaderprofile: Handler<'getcontentreaderprofile'> = (_payload, ctx) => ownProfile(ctx, true);
