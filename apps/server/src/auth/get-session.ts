import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { toSession } from '../shared/session-view.ts';

/** getSession: the Session of the Token header (the dispatcher has already loaded user and lab). */
export const getSession: Handler<'getSession'> = (_payload, ctx) => {
  const { user, lab } = signedIn(ctx);
  return { data: toSession(user, lab) };
};
