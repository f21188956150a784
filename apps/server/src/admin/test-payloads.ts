import type { adminRequests, PayloadOf } from '@labbench/contract';
import type { PayloadContext } from '../test/access-walk.ts';

/** A lab id no row has: a staff deletion of it is "not found", so the walk never deletes lab A or B. */
const NO_SUCH_LAB = '00000000-0000-4000-8000-000000000000';

/** The staff fields of a user, with an address of its own per call. */
const userFields = (email: string): PayloadOf<'createUser'> => ({
  email,
  firstName: 'Walk',
  lastName: 'User',
  userType: 'external',
  language: 'en',
  permissions: [],
  viewDownloadBtn: false,
  viewEnglishtransBtn: false,
  isSuperUser: false,
});

const newAddress = (ctx: PayloadContext) => `new-${ctx.email}`;

/** A valid payload of every request of the admin domain, for the generated access walk (test/request-payloads.ts). */
export const adminPayloads: { [N in keyof typeof adminRequests]: (ctx: PayloadContext) => PayloadOf<N> } = {
  getlabName: () => ({ searchLab: 'Lab', countryCodes: ['TH', 'JP'], page: 1 }),
  getinternallabName: () => ({ labCountryCode: 'TH' }),
  getlabanduser: (ctx) => ({ labId: ctx.lab.id }),
  getUserOfLab: (ctx) => ({ labId: ctx.lab.id, userTypes: ['external', 'internal'], countryCodes: ['TH'] }),
  createUser: (ctx) => userFields(newAddress(ctx)),
  addNewUser: (ctx) => ({ ...userFields(newAddress(ctx)), labId: ctx.lab.id }),
  updateInternalLab: () => ({ nameOfInstuation: 'Walk Lab', state: 'Bangkok', countryCode: 'TH', status: 'P' }),
  // The caller's own account, kept a staff account: staff may not take away their own staff rights.
  updateInternalUser: (ctx) => ({ ...userFields(ctx.email), userType: 'internal', userId: ctx.userId, version: 1 }),
  deleteLabandUser: () => ({ labId: NO_SUCH_LAB, version: 1, userIds: [], openResponseIds: [] }),
  deleteUser: (ctx) => ({ emailId: ctx.email, version: 1 }),
  validateUserLink: (ctx) => ({ loginUserId: ctx.userId, labId: null, version: 1 }),
  getcountryName: () => ({}),
  getAllCountryName: () => ({}),
};
