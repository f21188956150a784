import { ERROR_CODES } from '../api/codes.ts';

/**
 * Failures of the lab and user administration, by code and message key (translated by the web under `admin.errors.`).
 * A save based on an older version answers 409 `record_changed` (D58); the other failures name the field they concern.
 */
export const ADMIN_ERRORS = {
  /** Someone saved the record after the version this save was based on (D58). */
  recordChanged: { code: 'record_changed', message: 'admin.errors.recordChanged' },
  /** The lab or user is not there (deleted, archived, or never existed). */
  notFound: { code: 'not_found', message: 'admin.errors.notFound' },
  /** The lab code given is already another lab's (archived labs keep theirs, D57). */
  labCodeTaken: { code: 'lab_code_taken', message: 'admin.errors.labCodeTaken' },
  /** A lab code is given when the lab is created; afterwards it stays. */
  labCodeFixed: { code: 'lab_code_fixed', message: 'admin.errors.labCodeFixed' },
  /** Staff and content readers have no lab (§6): they cannot be linked to one. */
  typeWithoutLab: { code: 'type_without_lab', message: 'admin.errors.typeWithoutLab' },
  /** Staff cannot delete their own account or take away their own staff rights (they would lock themselves out). */
  ownAccount: { code: 'own_account', message: 'admin.errors.ownAccount' },
  /** The address already has an account. */
  emailInUse: { code: 'email_exists', message: 'validation.emailInUse' },
  /** §8 103: the lab has no user yet. */
  noUserForLab: { code: ERROR_CODES.noUserForLab, message: 'admin.errors.noUserForLab' },
} as const;

/** The message of a lab code that breaks the format (letters, digits and dashes, 3 to 30). */
export const LAB_CODE_INVALID = 'admin.validation.labCodeInvalid';
