import { z } from 'zod';

/** One field that failed the payload schema: its dotted path and the message key. */
export const fieldErrorSchema = z.object({
  /** Dotted path of the field in the payload, e.g. `email`. */
  field: z.string(),
  /** Translatable message key. */
  message: z.string(),
});

export const apiErrorSchema = z.object({
  /** Numeric code of §8 where the spec has one, else a short string code. */
  code: z.union([z.number().int(), z.string()]),
  /** i18n key of the message to show, under `errors.` in the translation files. */
  message: z.string(),
  /** The failing fields, for a payload that fails its schema. */
  fields: z.array(fieldErrorSchema).optional(),
  /** The user concerned, for the sign-in outcomes that lead to /change-password (110, 120, 130). */
  userId: z.string().optional(),
  /** §8 103: the guest-like current user built from the lab's detail, for a lab that has no user yet. */
  guestUser: z
    .object({
      /** The lab's id. */
      labId: z.string(),
      /** The lab's code (what viewing the lab as the lab needs); null without one. */
      labCode: z.string().nullable(),
      /** Lab name in English. */
      userLabName: z.string(),
      /** A or P. */
      labStatus: z.enum(['A', 'P']),
      /** The lab's country. */
      labCountryCode: z.string(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorDataSchema = z.object({ error: apiErrorSchema });
export type ErrorData = z.infer<typeof errorDataSchema>;

/** Every response body: `{ data }`, with `token` when the server issues a new session token. */
export interface Envelope<T> {
  data: T | ErrorData;
  token?: string;
}
