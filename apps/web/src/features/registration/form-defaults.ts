import type { RegistrationLabValues, RegistrationReaderValues } from '@labbench/contract';

/** Nothing consented yet: every consent is an explicit tick (§5). */
const NO_CONSENTS = { privacyConsent: false, koreaConsent: false, receiveMoreInfromation: false } as const;

/** An empty "about your lab" step in the given country (the visitor's, when the list has it). */
export function emptyLabValues(countryCode: string): RegistrationLabValues {
  return {
    nameOfInstuation: '',
    labNameInLocalLang: '',
    labBranchName: '',
    labDepartment: '',
    address: '',
    street: '',
    postalCode: '',
    state: '',
    countryCode,
    ...NO_CONSENTS,
  };
}

/** An empty "about you" step of a content reader in the given country. */
export function emptyReaderValues(countryCode: string): RegistrationReaderValues {
  return { countryCode, city: '', nameOfInstuation: '', ...NO_CONSENTS };
}
