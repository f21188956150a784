import type { z } from 'zod';

/**
 * Who may call a request, by who the caller is (D32):
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in user;
 * - `internal`: internal staff;
 * - `fullAccess`: any signed-in user but a content reader (staff included);
 * - `labMember`: an external user or distributor with a lab (the lab comes from the session);
 * - `labless`: an external user or distributor without a lab yet;
 * - `contentReader`: a content reader;
 * - `translator`: a user with permission LT (the translation tool, D67), whatever their user type.
 */
export type CallerScope =
  | 'public'
  | 'user'
  | 'internal'
  | 'fullAccess'
  | 'labMember'
  | 'labless'
  | 'contentReader'
  | 'translator';

/**
 * A lab the payload names, in the field given (D32): `labCode` holds a lab code, `labId` a lab id. Internal staff may
 * name any lab; a lab member only their own; nobody else any.
 */
export type LabScope<Field extends string = string> = { labCode: Field } | { labId: Field };
export type LabScopeKind = 'labCode' | 'labId';

/** A request's access: who may call it, read from the contract by the dispatcher before any handler runs. */
export type Access<Field extends string = string> = CallerScope | LabScope<Field>;

/** The fields of a payload that always hold a string once parsed: the fields a lab scope may name. */
export type StringFieldOf<P extends z.ZodType> =
  unknown extends z.output<P>
    ? string
    : { [K in keyof z.output<P>]: z.output<P>[K] extends string ? K : never }[keyof z.output<P>] & string;

/**
 * A file answer: its content type, and the name a browser saves it under when the name is always the same (the web
 * names files whose name depends on the payload, such as a CSV or XLSX export, itself).
 */
export interface FileAnswer {
  contentType: string;
  fileName?: string;
}

export interface RequestDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Schema of the JSON body. */
  payload: P;
  /** Schema of `data` on success. */
  response: R;
  access: Access;
  /** Set for a request that answers a file (its bytes as the body, not an envelope); errors stay envelopes. */
  file?: FileAnswer;
}

/**
 * Keeps a definition's exact schema types (a plain object literal would widen them), and lets a lab scope name only a
 * field of the payload that holds a string.
 */
export function define<P extends z.ZodType, R extends z.ZodType>(def: {
  payload: P;
  response: R;
  access: Access<StringFieldOf<P>>;
  file?: FileAnswer;
}): RequestDefinition<P, R> {
  return def;
}
