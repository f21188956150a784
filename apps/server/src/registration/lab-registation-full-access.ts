import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { attachNewLab } from './lab-step.ts';

/** labRegistationFullAccess: a full-site user without a lab registers one (/registration?regfor=lab). */
export const labRegistationFullAccess: Handler<'labRegistationFullAccess'> = async (payload, ctx) => {
  await attachNewLab(payload, ctx, signedIn(ctx));
  return { data: { status: 'Registered' } };
};
