import { asksCaho, asksForOtherJobTitle, asksRexisNo } from '@labbench/contract';
import type {
  PayloadOf,
  RegistrationLabValues,
  RegistrationPersonalValues,
  RegistrationReaderValues,
} from '@labbench/contract';
import { consentsToSend } from './consent-choice.ts';
import type { Arrival } from './arrival.ts';

/** Step 1 as sent: without the retyped password, and the free-text title only with "Other". */
function personalPart({ confirmPassword: _retyped, other, ...personal }: RegistrationPersonalValues) {
  return { ...personal, ...(asksForOtherJobTitle(personal.jobDesignation) && other ? { other } : {}) };
}

/** The optional texts left empty are not sent. */
function withoutEmpty<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

/** Beds belong to a hospital, CAHO and REXIS to the countries that ask them: a hidden field's value stays behind. */
function applicableDetails({ numberofBeds, cahoIndia, rexisNo, ...lab }: RegistrationLabValues) {
  return {
    ...lab,
    ...(lab.laboratoryClassification === 'hospital' ? { numberofBeds } : {}),
    ...(asksCaho(lab.countryCode) ? { cahoIndia: cahoIndia ?? false } : {}),
    ...(asksRexisNo(lab.countryCode) ? { rexisNo } : {}),
  };
}

/** The lab step as sent (selfRegistation's second half, and the lab step of a signed-in user). */
export function labStepPayload(lab: RegistrationLabValues): PayloadOf<'labRegistationFullAccess'> {
  return { ...withoutEmpty(applicableDetails(lab)), ...consentsToSend(lab.countryCode, lab) };
}

/** selfRegistation: both steps of a lab user, where the visitor arrived from, and the captcha solution. */
export function labRegistrationPayload(
  personal: RegistrationPersonalValues,
  lab: RegistrationLabValues,
  captcha: string,
  arrival: Arrival = {},
): PayloadOf<'selfRegistation'> {
  return { ...personalPart(personal), ...labStepPayload(lab), ...arrival, captcha };
}

/** selfpreregistation: step 1 and "about you" of a content reader, and the captcha solution. */
export function readerRegistrationPayload(
  personal: RegistrationPersonalValues,
  reader: RegistrationReaderValues,
  captcha: string,
  arrival: Arrival = {},
): PayloadOf<'selfpreregistation'> {
  const consents = consentsToSend(reader.countryCode, reader);
  return { ...personalPart(personal), ...withoutEmpty(reader), ...consents, ...arrival, captcha };
}
