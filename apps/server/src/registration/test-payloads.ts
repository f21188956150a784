import { randomBytes } from 'node:crypto';
import type { PayloadOf } from '@labbench/contract';

/** Test data shared by the registration tests: valid payloads to vary one field at a time. */

export const uniqueEmail = (prefix = 'reg') => `${prefix}-${randomBytes(5).toString('hex')}@test.example`;

let clients = 0;
/** A fresh client address per call, so tests that are not about throttling never meet the per-client limit. */
export const nextClient = () => `10.77.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

const personal = () => ({
  language: 'en' as const,
  firstName: 'Ann',
  lastName: 'Lee',
  jobDesignation: 'Laboratory Manager' as const,
  email: uniqueEmail(),
  Password: 'Register#2026',
  countrySTDCode: '+66',
  contactNo: '812 345 678',
  privacyConsent: true,
  koreaConsent: false,
  receiveMoreInfromation: false,
});

/** The fields both self-registrations require besides their own (lab or reader) fields. */
export const REQUIRED_OF_BOTH_REGISTRATIONS = [
  'language',
  'firstName',
  'lastName',
  'jobDesignation',
  'email',
  'Password',
  'countrySTDCode',
  'contactNo',
  'privacyConsent',
  'koreaConsent',
  'receiveMoreInfromation',
  'captcha',
];

export type LabRegistration = Omit<PayloadOf<'selfRegistation'>, 'captcha'>;
export type ReaderRegistration = Omit<PayloadOf<'selfpreregistation'>, 'captcha'>;

export const labRegistration = (overrides: Partial<LabRegistration> = {}): LabRegistration => ({
  ...personal(),
  nameOfInstuation: 'Central Laboratory',
  labNameInLocalLang: 'ห้องปฏิบัติการกลาง',
  labBranchName: 'North',
  labDepartment: 'Chemistry',
  address: '1 Lab Road',
  state: 'Bangkok',
  countryCode: 'TH',
  ...overrides,
});

export const readerRegistration = (overrides: Partial<ReaderRegistration> = {}): ReaderRegistration => ({
  ...personal(),
  countryCode: 'JP',
  city: 'Osaka',
  nameOfInstuation: 'Osaka Health',
  ...overrides,
});

/** The lab step of a signed-in user. */
export const labStep = (overrides: Partial<PayloadOf<'labRegistationFullAccess'>> = {}) => ({
  nameOfInstuation: 'Reader Lab',
  state: 'Tokyo',
  countryCode: 'JP',
  privacyConsent: true,
  koreaConsent: false,
  receiveMoreInfromation: true,
  ...overrides,
});

/** A new address of exactly `length` characters with `local` characters before the @ (local of 8 or more). */
export function emailOfLength(local: number, length: number): string {
  const host = length - local - 1 - 4;
  return `${randomBytes(4).toString('hex')}${'a'.repeat(local - 8)}@${'b'.repeat(host)}.com`;
}

/** A password of `length` characters meeting the §5 complexity. */
export const passwordOfLength = (length: number) => `Aa1#${'x'.repeat(length - 4)}`;
