import type { adminRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { addNewUser } from './add-new-user.ts';
import { createUser } from './create-user.ts';
import { deleteLabandUser } from './delete-laband-user.ts';
import { deleteUser } from './delete-user.ts';
import { getAllCountryName } from './get-all-country-name.ts';
import { getUserOfLab } from './get-user-of-lab.ts';
import { getcountryName } from './getcountry-name.ts';
import { getinternallabName } from './getinternallab-name.ts';
import { getlabName } from './getlab-name.ts';
import { getlabanduser } from './getlabanduser.ts';
import { updateInternalLab } from './update-internal-lab.ts';
import { updateInternalUser } from './update-internal-user.ts';
import { validateUserLink } from './validate-user-link.ts';

/** The admin domain's handlers: a request of `adminRequests` without one here does not compile. */
export const adminHandlers = {
  getlabName,
  getinternallabName,
  getlabanduser,
  getUserOfLab,
  createUser,
  addNewUser,
  updateInternalLab,
  updateInternalUser,
  deleteLabandUser,
  deleteUser,
  validateUserLink,
  getcountryName,
  getAllCountryName,
} satisfies { [N in keyof typeof adminRequests]: Handler<N> };
