import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { adminFailures } from './admin-failures.ts';
import { lockLiveLab } from './lab-records.ts';
import { createStaffUser } from './user-accounts.ts';
import { typeHasLab } from './user-records.ts';

/**
 * addNewUser (D59): a new user in an existing lab, a lab user or distributor (staff and content readers have no lab,
 * §6). The lab is locked while the user is added, so a deletion of the lab cannot miss them.
 */
export const addNewUser: Handler<'addNewUser'> = async (payload, ctx) => {
  if (!typeHasLab(payload.userType)) throw adminFailures.typeWithoutLab('userType');
  const { labId, ...fields } = payload;
  return { data: await createStaffUser(ctx.db, signedIn(ctx), fields, (tx) => lockLiveLab(tx, labId)) };
};
