import { STRING_ERROR_CODES, V } from '@labbench/contract';
import type { ApiError, RegistrationLabValues, RegistrationReaderValues } from '@labbench/contract';
import { callFailure } from '../../lib/call-failure.ts';
import type { KnowsKey } from '../../lib/call-failure.ts';

/** Fields of step 1 ("about yourself") as the form and the payload name them. */
export const PERSONAL_FIELDS = [
  'language',
  'firstName',
  'lastName',
  'jobDesignation',
  'other',
  'email',
  'Password',
  'countrySTDCode',
  'contactNo',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** Fields of step 2 of a lab user, "about your lab". */
export const LAB_STEP_FIELDS = [
  'nameOfInstuation',
  'labNameInLocalLang',
  'labBranchName',
  'labDepartment',
  'address',
  'street',
  'postalCode',
  'state',
  'countryCode',
  'numberofBeds',
  'rexisNo',
  'privacyConsent',
  'koreaConsent',
  'receiveMoreInfromation',
] as const satisfies readonly (keyof RegistrationLabValues)[];

/** Fields of step 2 of a content reader, "about you". */
export const READER_STEP_FIELDS = [
  'countryCode',
  'city',
  'nameOfInstuation',
  'privacyConsent',
  'koreaConsent',
  'receiveMoreInfromation',
] as const satisfies readonly (keyof RegistrationReaderValues)[];

type FieldMessage<F> = { field: F; messageKey: string };

/** What the registration screen does with a failed submit. */
export type RegistrationFailure<S extends string> =
  /** Messages under fields; any on step 1 sends the user back there (nothing typed is lost). */
  | { kind: 'fields'; personal: FieldMessage<PersonalField>[]; secondStep: FieldMessage<S>[] }
  /** One message for the whole form. */
  | { kind: 'message'; messageKey: string; code: number | string | null };

const isPersonal = (f: string): f is PersonalField => (PERSONAL_FIELDS as readonly string[]).includes(f);

/**
 * An address already registered or in a company domain belongs under the e-mail field, whatever the status
 * (§5 "already in use", §6 company user); other refused fields land on their own fields.
 */
export function registrationFailure<S extends string>(
  status: number,
  error: ApiError,
  secondStepFields: readonly S[],
  knows: KnowsKey,
): RegistrationFailure<S> {
  if (error.code === STRING_ERROR_CODES.emailExists) {
    return { kind: 'fields', personal: [{ field: 'email', messageKey: V.emailInUse }], secondStep: [] };
  }
  if (error.code === STRING_ERROR_CODES.companyUser) {
    const messageKey = knows(error.message) ? error.message : V.emailDomain;
    return { kind: 'fields', personal: [{ field: 'email', messageKey }], secondStep: [] };
  }
  const outcome = callFailure<PersonalField | S>(status, error, [...PERSONAL_FIELDS, ...secondStepFields], knows);
  if (outcome.kind === 'message') return outcome;
  return {
    kind: 'fields',
    personal: outcome.fields.filter((f): f is FieldMessage<PersonalField> => isPersonal(f.field)),
    secondStep: outcome.fields.filter((f): f is FieldMessage<S> => !isPersonal(f.field)),
  };
}

/** A verification link that cannot be used (113, §8), or a check that failed on the way (retry). */
export type VerificationFailure = 'deadLink' | 'unavailable';

export function verificationFailure(status: number, error: ApiError): VerificationFailure {
  if (status === 0 || status === 429 || status >= 500) return 'unavailable';
  if (error.code === 'network_error' || error.code === STRING_ERROR_CODES.internal) return 'unavailable';
  return 'deadLink';
}
