import { asksForOtherJobTitle } from '@labbench/contract';
import type {
  PayloadOf,
  RegistrationLabValues,
  RegistrationPersonalValues,
  RegistrationReaderValues,
} from '@labbench/contract';
import { consentsToSend } from './consent-choice.ts';

/** Step 1 as sent: without the retyped password, and the free-text title only with "Other". */
function personalPart({ confirmPassword: _retyped, other, ...personal }: RegistrationPersonalValues) {
  return { ...personal, ...(asksForOtherJobTitle(personal.jobDesignation) && other ? { other } : {}) };
}

/** The optional texts left empty are not sent. */
function withoutEmpty<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

/** The lab step as sent (selfRegistation's second half, and the lab step of a signed-in user). */
export function labStepPayload(lab: RegistrationLabValues): PayloadOf<'labRegistationFullAccess'> {
  return { ...withoutEmpty(lab), ...consentsToSend(lab.countryCode, lab) };
}

/** selfRegistation: both steps of a lab user and the captcha solution. */
export function labRegistrationPayload(
  personal: RegistrationPersonalValues,
  lab: RegistrationLabValues,
  captcha: string,
): PayloadOf<'selfRegistation'> {
  return { ...personalPart(personal), ...labStepPayload(lab), captcha };
}

/** selfpreregistation: step 1 and "about you" of a content reader, and the captcha solution. */
export function readerRegistrationPayload(
  personal: RegistrationPersonalValues,
  reader: RegistrationReaderValues,
  captcha: string,
): PayloadOf<'selfpreregistation'> {
  return { ...personalPart(personal), ...withoutEmpty(reader), ...consentsToSend(reader.countryCode, reader), captcha };
}
