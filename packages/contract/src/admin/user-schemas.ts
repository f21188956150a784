import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { PERMISSIONS, USER_TYPES } from '../constants/user-types.ts';
import { plainString } from '../validation/control-characters.ts';
import { emailField } from '../validation/email.ts';
import { V } from '../validation/messages.ts';
import { nameField } from '../validation/text-fields.ts';
import { adminIdField, recordVersionField } from './lab-schemas.ts';
import { affiliateFields, userOriginSchema } from '../registration/staff-view.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** What staff set on a user (§3 login user, §6): who, which kind, which language, which rights. */
export const adminUserFields = {
  /** Sign-in address (stored lowercased); must not belong to another account. */
  email: emailField,
  /** Given name (§5 name rules). */
  firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
  /** Family name (§5 name rules). */
  lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
  /** internal (staff), external (full-site lab user), distributor, contentreader (§6). */
  userType: z.enum(USER_TYPES),
  /** Interface and e-mail language. */
  language: z.enum(LANGUAGE_IDS, { error: V.languageRequired }),
  /** Permission codes (§6): LT shows the translation tools; a code given twice counts once. */
  permissions: z.array(z.enum(PERMISSIONS)).max(10),
  /** May download reports (§6 viewDownloadBtn). */
  viewDownloadBtn: z.boolean(),
  /** May edit the English texts (§6 viewEnglishtransBtn). */
  viewEnglishtransBtn: z.boolean(),
  /** Super user (§6 isSuperUser = Y). */
  isSuperUser: z.boolean(),
  ...affiliateFields,
};

/** The user form as staff fill it in. */
export const adminUserFormSchema = z.object(adminUserFields);
export type AdminUserFormValues = z.input<typeof adminUserFormSchema>;

/**
 * createUser (D59): a user without a lab (staff, a content reader, a distributor or lab user to be linked later).
 * The account signs in with the one-time password of the answer and must change it at once (D59).
 */
export const createUserPayload = z.object({ ...adminUserFields, ...requester });

/** addNewUser (D59): a new user in an existing lab; same sign-in as createUser. */
export const addNewUserPayload = z.object({
  ...adminUserFields,
  /** The lab the user belongs to. */
  labId: adminIdField,
  ...requester,
});

export const createdUserResponse = z.object({
  /** The account exists. */
  status: z.literal('Created'),
  /** The new user's id. */
  userId: z.string(),
  /** Its version, for the first edit. */
  version: z.number().int(),
  /** A one-time password, shown to staff once and never stored in clear: the user changes it at first sign-in. */
  initialPassword: z.string(),
});

/** updateInternalUser: the user's fields, based on the version the form was loaded with (D58). */
export const updateInternalUserPayload = z.object({
  ...adminUserFields,
  /** The user to update. */
  userId: adminIdField,
  /** The user's version the form was loaded with. */
  version: recordVersionField,
  ...requester,
});

export const updatedUserResponse = z.object({
  /** The user was saved. */
  status: z.literal('Updated'),
  /** The user's id. */
  userId: z.string(),
  /** The version after this save. */
  version: z.number().int(),
});

/** validateUserLink (§7 loginUserId, labId; D59): puts a user into a lab, or takes them out of theirs with null. */
export const validateUserLinkPayload = z.object({
  /** The user to link. */
  loginUserId: adminIdField,
  /** The lab to link the user to; null takes the user out of their lab. */
  labId: adminIdField.nullable(),
  /** The user's version the screen was loaded with. */
  version: recordVersionField,
  ...requester,
});

export const userLinkedResponse = z.object({
  /** The link is saved. */
  status: z.literal('Linked'),
  /** The user's id. */
  userId: z.string(),
  /** The user's lab now. */
  labId: z.string().nullable(),
  /** The user's type now (a content reader linked to a lab becomes a full-site user). */
  userType: z.enum(USER_TYPES),
  /** The version after this save. */
  version: z.number().int(),
});

/** deleteUser (§7 emailId): the account, its sessions (ended at once) and its links go; its answers stay. */
export const deleteUserPayload = z.object({
  /** The address of the account to delete. */
  emailId: emailField,
  /** The user's version the confirmation was based on: a user changed since is not deleted (D58). */
  version: recordVersionField,
  ...requester,
});

export const deletedUserResponse = z.object({
  /** The account is gone. */
  status: z.literal('Deleted'),
  /** Sessions that were ended. */
  sessions: z.number().int(),
});

/** A user as staff edit it. */
export const adminUserDetailSchema = z.object({
  /** The user's id. */
  userId: z.string(),
  /** Sign-in address. */
  email: z.string(),
  /** Given name. */
  firstName: z.string(),
  /** Family name. */
  lastName: z.string(),
  /** internal, external, distributor or contentreader. */
  userType: z.enum(USER_TYPES),
  /** Language. */
  language: z.enum(LANGUAGE_IDS),
  /** Permission codes. */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** May download reports. */
  viewDownloadBtn: z.boolean(),
  /** May edit English texts. */
  viewEnglishtransBtn: z.boolean(),
  /** Super user. */
  isSuperUser: z.boolean(),
  /** The user's lab, or null. */
  labId: z.string().nullable(),
  /** True until the user has replaced the one-time password staff handed over. */
  mustChangePassword: z.boolean(),
  /** Sessions open now (they end when the user is deleted). */
  sessions: z.number().int(),
  /** The version a save must be based on (D58). */
  version: z.number().int(),
  /** When the account was created (ISO 8601). */
  createdAt: z.string(),
  /** Where the user came from and the company-affiliate group (read-only here). */
  origin: userOriginSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
