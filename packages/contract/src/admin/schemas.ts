import { z } from 'zod';
import { USER_TYPES } from '../constants/user-types.ts';
import { surveyCategoryField } from '../survey/schemas.ts';
import { plainString } from '../validation/control-characters.ts';
import { COUNTRY_CODES, choiceFilter } from '../validation/choice-fields.ts';
import { V } from '../validation/messages.ts';
import { adminIdField, adminLabDetailSchema, labStatusField, recordVersionField } from './lab-schemas.ts';
import { adminUserDetailSchema } from './user-schemas.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** Free text of a staff search; `%` and `_` are taken as letters. */
const searchText = plainString().trim().max(100);
/** A country code (ISO, any case). */
const countryFilter = plainString()
  .trim()
  .max(3)
  .transform((v) => v.toUpperCase());
/** The page asked for; the server clamps it to 1..page count (§5). */
const pageField = z.number().int().default(1);

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    /** The page's rows (at most 10, §9). */
    items: z.array(item),
    /** The page shown, after clamping. */
    page: z.number().int(),
    /** Number of pages (at least 1). */
    pageCount: z.number().int(),
    /** Rows matching the search. */
    total: z.number().int(),
  });

/** getlabName (§7 labName or searchLab; D59): staff search the labs, 10 a page. Archived labs are never found (D57). */
export const getLabNamePayload = z.object({
  /** Part of the lab's name, local name, branch or code, or of the e-mail address of one of its users. */
  searchLab: searchText.optional(),
  /** Only labs of these countries (any of them); none or empty is every country. */
  countryCodes: choiceFilter(COUNTRY_CODES),
  /** Only labs of this status (two values: a multi-select would add nothing, D170). */
  status: labStatusField.optional(),
  /** Page. */
  page: pageField,
  ...requester,
});
export const adminLabListItemSchema = z.object({
  /** The lab's id. */
  labId: z.string(),
  /** Lab name in English. */
  labName: z.string(),
  /** Lab name in the local language. */
  labNameInLocalLang: z.string().nullable(),
  /** Branch. */
  labBranchName: z.string().nullable(),
  /** Lab code. */
  labCode: z.string().nullable(),
  /** Country code. */
  countryCode: z.string(),
  /** City, state or province. */
  state: z.string().nullable(),
  /** A active, P pending. */
  status: labStatusField,
  /** Number of users of the lab. */
  users: z.number().int(),
});
export type AdminLabListItem = z.infer<typeof adminLabListItemSchema>;
export const getLabNameResponse = pageOf(adminLabListItemSchema);

/**
 * getUserOfLab (§7 labId; D59): the users of one lab — code 103 (§8) when it has none —, or without `labId` staff's
 * search of every user, 10 a page.
 */
export const getUserOfLabPayload = z.object({
  /** Only the users of this lab. */
  labId: adminIdField.optional(),
  /** Part of the user's name or e-mail address, or of their lab's name or code. */
  search: searchText.optional(),
  /** Only users of these types (any of them); none or empty is every type. */
  userTypes: choiceFilter(USER_TYPES),
  /** Only users whose lab (or, without a lab, who) is in one of these countries; none or empty is every country. */
  countryCodes: choiceFilter(COUNTRY_CODES),
  /** Page. */
  page: pageField,
  ...requester,
});
export const adminUserListItemSchema = z.object({
  /** The user's id. */
  userId: z.string(),
  /** Sign-in address. */
  email: z.string(),
  /** Given and family name. */
  fullName: z.string(),
  /** internal, external, distributor or contentreader. */
  userType: z.enum(USER_TYPES),
  /** Super user. */
  isSuperUser: z.boolean(),
  /** The user's lab, or null. */
  labId: z.string().nullable(),
  /** Its name. */
  labName: z.string().nullable(),
  /** Its code. */
  labCode: z.string().nullable(),
  /** Its country. */
  countryCode: z.string().nullable(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const getUserOfLabResponse = pageOf(adminUserListItemSchema);

/** getinternallabName (§7 labCountryCode; D59): the labs of one country, for staff's lab picker (at most 50). */
export const getInternalLabNamePayload = z.object({
  /** The country. */
  labCountryCode: countryFilter.pipe(z.string().min(2)),
  /** Part of the lab's name or code. */
  search: searchText.optional(),
  ...requester,
});
export const getInternalLabNameResponse = z.object({
  /** The labs, by name. */
  labs: z.array(
    z.object({
      /** The lab's id. */
      labId: z.string(),
      /** Lab name. */
      labName: z.string(),
      /** Branch. */
      labBranchName: z.string().nullable(),
      /** Lab code. */
      labCode: z.string().nullable(),
    }),
  ),
  /** True when more labs match than are listed: narrow the search. */
  more: z.boolean(),
});

/** getlabanduser (§7 labId; D59): one lab with its users and what deleting it would take, or one user with their lab. */
export const getLabAndUserPayload = z
  .object({
    /** The lab. */
    labId: adminIdField.optional(),
    /** Or the user. */
    userId: adminIdField.optional(),
    ...requester,
  })
  .refine((p) => (p.labId === undefined) !== (p.userId === undefined), { error: V.textInvalid });

const responseRefSchema = z.object({
  /** The response id. */
  responseId: z.string(),
  /** Its category. */
  category: surveyCategoryField,
  /** Its round. */
  round: z.number().int(),
  /** Staff validation: A accepted, R rejected, null not yet. */
  surveyStatus: z.enum(['A', 'R']).nullable(),
});

/** What deleting a lab takes and keeps (D57), named in the confirmation. */
export const labRemovalSchema = z.object({
  /** delete: nothing validated, the lab goes; archive: validated responses keep the lab, hidden (D57). */
  outcome: z.enum(['delete', 'archive']),
  /** The users that go. */
  users: z.array(z.object({ userId: z.string(), email: z.string(), fullName: z.string() })),
  /** Their open sessions, ended at once. */
  sessions: z.number().int(),
  /** Responses not validated (open or submitted): they go with their answers and threads. */
  openResponses: z.array(responseRefSchema),
  /** Validated responses: they stay, and so do the benchmark figures of their rounds. */
  keptResponses: z.array(responseRefSchema),
});
export type LabRemoval = z.infer<typeof labRemovalSchema>;

export const getLabAndUserResponse = z.object({
  /** The lab (the user's lab when asked by user; null for a user without one). */
  lab: adminLabDetailSchema.nullable(),
  /** The lab's users, or the one user asked for. */
  users: z.array(adminUserDetailSchema),
  /** What deleting the lab would take (asked by lab only). */
  removal: labRemovalSchema.nullable(),
});

/**
 * deleteLabandUser (§7 labId; D57): deletes the lab — or archives it when it has validated responses — with its
 * users, their sessions and its open responses. The confirmation names them; when they changed since, nothing
 * happens and the answer is `record_changed`.
 */
export const deleteLabAndUserPayload = z.object({
  /** The lab. */
  labId: adminIdField,
  /** The lab's version the confirmation was based on. */
  version: recordVersionField,
  /** The users the confirmation named. */
  userIds: z.array(adminIdField).max(1000),
  /** The open responses the confirmation named. */
  openResponseIds: z.array(adminIdField).max(100),
  ...requester,
});
export const deletedLabResponse = z.object({
  /** deleted, or archived because validated responses stay (D57). */
  status: z.enum(['Deleted', 'Archived']),
  /** Users deleted. */
  users: z.number().int(),
  /** Sessions ended. */
  sessions: z.number().int(),
  /** Open responses deleted. */
  openResponses: z.number().int(),
  /** Validated responses kept. */
  keptResponses: z.number().int(),
});

const countryPayload = z.object({ ...requester }).nullish();
/** getcountryName (D59): the countries that have labs, with how many, for staff's country filter. */
export const getCountryNamePayload = countryPayload;
export const getCountryNameResponse = z.array(
  z.object({
    /** ISO code. */
    countryCode: z.string(),
    /** English name; the browser shows the translated one. */
    countryName: z.string(),
    /** Labs in it (archived ones not counted). */
    labs: z.number().int(),
  }),
);
/** getAllCountryName (D59): every country a lab can be in (reference data, as the registration lists them). */
export const getAllCountryNamePayload = countryPayload;
export const getAllCountryNameResponse = z.array(
  z.object({
    /** ISO code. */
    countryCode: z.string(),
    /** English name; the browser shows the translated one. */
    countryName: z.string(),
  }),
);
