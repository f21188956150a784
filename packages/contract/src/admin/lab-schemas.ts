import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { V } from '../validation/messages.ts';
import { nameField, optionalTextField, requiredTextField } from '../validation/text-fields.ts';
import { countryCodeField } from '../validation/choice-fields.ts';
import { LAB_CODE_INVALID } from './codes.ts';
import { labRegistrationDetailsSchema } from '../registration/staff-view.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** A lab's or user's id (a UUID). */
export const adminIdField = z.uuid().check(noControlCharacters);
/** The version a save is based on (D58): a save based on an older one is refused. */
export const recordVersionField = z.number().int().min(1);
/** A lab's status (§3): A active, P pending until staff accept it. */
export const labStatusField = z.enum(['A', 'P']);

/** Letters, digits and dashes, 3 to 30, starting and ending with a letter or digit (`LAB-…`, `DEMO-CL-001`). */
const LAB_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{1,28}[A-Za-z0-9]$/;

/** A lab code staff give, in any case (stored in capitals); empty means "generate one". */
export const givenLabCodeField = z
  .string()
  .trim()
  .max(30, { error: LAB_CODE_INVALID })
  .check(noControlCharacters)
  .refine((v) => v === '' || LAB_CODE_PATTERN.test(v), { error: LAB_CODE_INVALID })
  .transform((v) => v.toUpperCase());

/**
 * The lab fields of §3 that the `labs` table holds, named as the registration payload names them (§7: the staff
 * calls send "registration payload fields"), with the status and the lab code.
 */
export const adminLabFields = {
  /** Lab name in English: required, at most 100, no leading space or forbidden character (§5). */
  nameOfInstuation: nameField(V.institutionRequired, V.institutionInvalid),
  /** Lab name in the local language (optional). */
  labNameInLocalLang: optionalTextField,
  /** Branch (optional). */
  labBranchName: optionalTextField,
  /** Department (optional). */
  labDepartment: optionalTextField,
  /** Street address (optional). */
  address: optionalTextField,
  /** City, state or province. */
  state: requiredTextField(V.stateRequired),
  /** The lab's country (a country of the registration list). */
  countryCode: countryCodeField,
  /** A active, P pending. */
  status: labStatusField,
  /**
   * When the lab is created, the code to give it; empty or absent generates one (`LAB-` and 8 characters). A lab's
   * code stays what it is: an update may only repeat it.
   */
  labCode: givenLabCodeField.optional(),
};

/** The lab form as staff fill it in. */
export const adminLabFormSchema = z.object(adminLabFields);
export type AdminLabFormValues = z.input<typeof adminLabFormSchema>;

/**
 * updateInternalLab (D59): without `labId` it creates a lab (code given or generated); with `labId` and the
 * `version` the form was loaded with it updates that lab, and a save based on an older version is refused (D58).
 */
export const updateInternalLabPayload = z
  .object({
    ...adminLabFields,
    /** The lab to update; absent to create one. */
    labId: adminIdField.optional(),
    /** The lab's version the form was loaded with; required with `labId`. */
    version: recordVersionField.optional(),
    ...requester,
  })
  .refine((p) => p.labId === undefined || p.version !== undefined, { error: V.textInvalid, path: ['version'] });

export const updateInternalLabResponse = z.object({
  /** The lab's id. */
  labId: z.string(),
  /** Its code (the generated one for a new lab without a given code). */
  labCode: z.string().nullable(),
  /** The version after this save: the next save is based on it. */
  version: z.number().int(),
  /** created or updated. */
  status: z.enum(['Created', 'Updated']),
});

/** A lab as staff edit it. */
export const adminLabDetailSchema = z.object({
  /** The lab's id. */
  labId: z.string(),
  /** Lab name in English. */
  nameOfInstuation: z.string(),
  /** Lab name in the local language. */
  labNameInLocalLang: z.string().nullable(),
  /** Branch. */
  labBranchName: z.string().nullable(),
  /** Department. */
  labDepartment: z.string().nullable(),
  /** Street address. */
  address: z.string().nullable(),
  /** City, state or province. */
  state: z.string().nullable(),
  /** Country code. */
  countryCode: z.string(),
  /** A active, P pending. */
  status: labStatusField,
  /** The lab code. */
  labCode: z.string().nullable(),
  /** The version a save must be based on (D58). */
  version: z.number().int(),
  /** When the lab was created (ISO 8601). */
  createdAt: z.string(),
  /** What its registration told (read-only for staff). */
  registered: labRegistrationDetailsSchema,
});
export type AdminLabDetail = z.infer<typeof adminLabDetailSchema>;
