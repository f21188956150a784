import { describe, expect, it } from 'vitest';
import { LAB_STEP_FIELDS, registrationFailure, verificationFailure } from './registration-failure.ts';

const known = new Set([
  'errors.processError',
  'errors.tooManyAttempts',
  'errors.captchaInvalid',
  'validation.emailDomainError',
  'validation.firstNameInvalid',
  'validation.stateRequired',
]);
const knows = (key: string) => known.has(key);

describe('registrationFailure', () => {
  it('puts "already in use" under the e-mail of step 1', () => {
    expect(
      registrationFailure(200, { code: 'email_exists', message: 'errors.emailExists' }, LAB_STEP_FIELDS, knows),
    ).toEqual({
      kind: 'fields',
      personal: [{ field: 'email', messageKey: 'validation.emailInUse' }],
      secondStep: [],
    });
  });

  it('puts a company address under the e-mail', () => {
    const outcome = registrationFailure(
      400,
      { code: 'company_user', message: 'validation.emailDomainError' },
      [],
      knows,
    );
    expect(outcome).toEqual({
      kind: 'fields',
      personal: [{ field: 'email', messageKey: 'validation.emailDomainError' }],
      secondStep: [],
    });
  });

  it('splits refused fields between the steps', () => {
    const error = {
      code: 'invalid_payload',
      message: 'errors.invalidPayload',
      fields: [
        { field: 'firstName', message: 'validation.firstNameInvalid' },
        { field: 'state', message: 'validation.stateRequired' },
        { field: 'RequesterUserId', message: 'validation.textInvalid' },
      ],
    };
    expect(registrationFailure(400, error, LAB_STEP_FIELDS, knows)).toEqual({
      kind: 'fields',
      personal: [{ field: 'firstName', messageKey: 'validation.firstNameInvalid' }],
      secondStep: [{ field: 'state', messageKey: 'validation.stateRequired' }],
    });
  });

  it('shows a refused captcha and throttling as a message for the form', () => {
    expect(registrationFailure(200, { code: 'captcha_invalid', message: 'errors.captchaInvalid' }, [], knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.captchaInvalid',
      code: 'captcha_invalid',
    });
    expect(registrationFailure(429, { code: 'too_many_requests', message: 'errors.x' }, [], knows)).toMatchObject({
      kind: 'message',
      messageKey: 'errors.tooManyAttempts',
    });
  });
});

describe('verificationFailure', () => {
  it('calls code 113 a dead link and a failed call a retry', () => {
    expect(verificationFailure(200, { code: 113, message: 'errors.linkInvalid' })).toBe('deadLink');
    expect(verificationFailure(0, { code: 'network_error', message: 'errors.network' })).toBe('unavailable');
    expect(verificationFailure(500, { code: 'internal_error', message: 'errors.processError' })).toBe('unavailable');
    expect(verificationFailure(429, { code: 'too_many_requests', message: 'errors.x' })).toBe('unavailable');
  });
});
