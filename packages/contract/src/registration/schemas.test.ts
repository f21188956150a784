import { describe, expect, it } from 'vitest';
import { registrationPersonalSchema } from './schemas.ts';
import type { RegistrationPersonalValues } from './schemas.ts';

const valid: RegistrationPersonalValues = {
  language: 'en',
  firstName: 'Ana',
  lastName: 'Lee',
  jobDesignation: 'Biochemist',
  email: 'ana@example.org',
  Password: 'Labbench#2026',
  confirmPassword: 'Labbench#2026',
  countrySTDCode: '+66',
  contactNo: '812345678',
};
/** What the form holds while no job title is chosen (its "Select" entry). */
const noJobTitle = '' as RegistrationPersonalValues['jobDesignation'];

function messagesOf(values: RegistrationPersonalValues): Record<string, string> {
  const result = registrationPersonalSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration step 1', () => {
  it('accepts a complete step', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it('reports a retyped password that differs even while other fields are still invalid', () => {
    expect(messagesOf({ ...valid, jobDesignation: noJobTitle, confirmPassword: 'Labbench#2027' })).toEqual({
      jobDesignation: 'validation.jobTitleRequired',
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });

  it('calls an empty retype "required", not a mismatch', () => {
    expect(messagesOf({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'validation.confirmPasswordRequired',
    });
  });

  it('asks for the free-text title with Other, even while other fields are still invalid', () => {
    expect(messagesOf({ ...valid, jobDesignation: 'Other', other: ' ', firstName: '' })).toEqual({
      firstName: 'validation.firstNameRequired',
      other: 'validation.otherJobTitleRequired',
    });
    expect(messagesOf({ ...valid, jobDesignation: 'Other', other: 'Lab informatics lead' })).toEqual({});
  });
});
