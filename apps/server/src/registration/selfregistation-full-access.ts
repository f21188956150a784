import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { attachNewLab } from './lab-step.ts';

/** selfregistationFullAccess: a content reader asks for full access (/full-site-access-registration). */
export const selfregistationFullAccess: Handler<'selfregistationFullAccess'> = async (payload, ctx) => {
  await attachNewLab(payload, ctx, signedIn(ctx));
  return { data: { status: 'Registered' } };
};
