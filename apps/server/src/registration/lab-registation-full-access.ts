import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { attachNewLab } from './lab-step.ts';

/** labRegistationFullAccess: a full-site user without a lab registers one (/registration?regfor=lab). */
export const labRegistationFullAccess: Handler<'labRegistationFullAccess'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  const fullSite = caller.user.userType === 'external' || caller.user.userType === 'distributor';
  if (!fullSite || caller.lab) throw failures.forbidden();
  await attachNewLab(payload, ctx, caller);
  return { data: { status: 'Registered' } };
};
