import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { attachNewLab } from './lab-step.ts';

/** selfregistationFullAccess: a content reader asks for full access (/full-site-access-registration). */
export const selfregistationFullAccess: Handler<'selfregistationFullAccess'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  if (caller.user.userType !== 'contentreader') throw failures.forbidden();
  await attachNewLab(payload, ctx, caller);
  return { data: { status: 'Registered' } };
};
