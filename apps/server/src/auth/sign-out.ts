import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { revokeSession } from '../shared/sessions.ts';

/** signOut: revokes the session row, so the token is refused from now on even before it expires. */
export const signOut: Handler<'signOut'> = async (_payload, ctx) => {
  await revokeSession(ctx.db, signedIn(ctx).sessionId);
  return { data: { status: 'SignedOut' } };
};
