import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { createStaffUser } from './user-accounts.ts';

/**
 * createUser (D59): a user without a lab — staff, a content reader, or a lab user or distributor to be linked to a
 * lab later. The answer carries the one-time password, shown to staff once.
 */
export const createUser: Handler<'createUser'> = async (payload, ctx) => ({
  data: await createStaffUser(ctx.db, signedIn(ctx), payload, () => Promise.resolve(null)),
});
