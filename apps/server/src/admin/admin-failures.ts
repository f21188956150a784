import { ADMIN_ERRORS } from '@labbench/contract';
import type { ApiError } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** A failure that belongs to one field of the form, so the screen shows it there (400). */
const onField = (error: { code: string; message: string }, field: string) =>
  new ApiFailure(400, { ...error, fields: [{ field, message: error.message }] });

/** The failures of the lab and user administration (contract `ADMIN_ERRORS`). */
export const adminFailures = {
  /** D58: the record was saved by someone else after the version this save is based on. */
  recordChanged: () => new ApiFailure(409, { ...ADMIN_ERRORS.recordChanged }),
  notFound: () => new ApiFailure(404, { ...ADMIN_ERRORS.notFound }),
  labCodeTaken: () => onField(ADMIN_ERRORS.labCodeTaken, 'labCode'),
  labCodeFixed: () => onField(ADMIN_ERRORS.labCodeFixed, 'labCode'),
  typeWithoutLab: (field: string) => onField(ADMIN_ERRORS.typeWithoutLab, field),
  ownAccount: (field: string) => onField(ADMIN_ERRORS.ownAccount, field),
  emailInUse: () => onField(ADMIN_ERRORS.emailInUse, 'email'),
  /** §8 103: an answer, not a fault (status 200, like the sign-in outcomes). */
  noUserForLab: (guestUser: ApiError['guestUser']) => new ApiFailure(200, { ...ADMIN_ERRORS.noUserForLab, guestUser }),
};
