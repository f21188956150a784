import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { RegistrationPersonalValues } from '@labbench/contract';
import { passwordMismatch, personalResolver } from './personal-resolver.ts';

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
const options: ResolverOptions<RegistrationPersonalValues> = { fields: {}, shouldUseNativeValidation: false };
/** What the form holds while no job title is chosen (its "Select" entry). */
const noJobTitle = '' as RegistrationPersonalValues['jobDesignation'];

describe('personalResolver', () => {
  it('accepts a complete step 1', async () => {
    expect((await personalResolver(valid, undefined, options)).errors).toEqual({});
  });

  it('reports a retyped password that differs even while no job title is chosen', async () => {
    const values = { ...valid, jobDesignation: noJobTitle, confirmPassword: 'Labbench#2027' };
    const { errors } = await personalResolver(values, undefined, options);
    expect(errors.confirmPassword?.message).toBe('validation.passwordsDoNotMatch');
    expect(errors.jobDesignation?.message).toBe('validation.jobTitleRequired');
  });

  it('does not call an empty retype a mismatch (it is "required")', () => {
    expect(passwordMismatch({ Password: 'x', confirmPassword: '' })).toBe(false);
    expect(passwordMismatch({ Password: 'x', confirmPassword: 'y' })).toBe(true);
    expect(passwordMismatch({ Password: 'x', confirmPassword: 'x' })).toBe(false);
  });
});
