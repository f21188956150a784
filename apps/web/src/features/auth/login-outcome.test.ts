import { describe, expect, it } from 'vitest';
import { loginFailure } from './login-outcome.ts';

describe('loginFailure', () => {
  it('sends 110 to /change-password with the e-mail marked unverified', () => {
    expect(loginFailure(200, { code: 110, message: 'errors.emailNotVerified', userId: 'u7' })).toEqual({
      kind: 'changePassword',
      loginState: {
        forceChangePassword: true,
        forcePassChangeUserId: 'u7',
        isPasswordExpired: false,
        isPasswordToBeChanged: false,
        isEmailverified: false,
      },
    });
  });

  it('marks 120 as expired and 130 as to be changed', () => {
    expect(loginFailure(200, { code: 120, message: 'x', userId: 'u1' })).toMatchObject({
      kind: 'changePassword',
      loginState: { forceChangePassword: true, isPasswordExpired: true, isPasswordToBeChanged: false },
    });
    expect(loginFailure(200, { code: 130, message: 'x' })).toMatchObject({
      kind: 'changePassword',
      loginState: { forcePassChangeUserId: null, isPasswordExpired: false, isPasswordToBeChanged: true },
    });
  });

  it('puts the fields of 101 (the server found the form invalid) under the form’s fields', () => {
    const fields = [{ field: 'email', message: 'login.errors.emailRequired' }];
    expect(loginFailure(200, { code: 101, message: 'errors.loginValidation', fields })).toEqual({
      kind: 'fields',
      messageKey: 'errors.loginValidation',
      fields,
    });
    expect(loginFailure(200, { code: 101, message: 'errors.loginValidation' })).toEqual({
      kind: 'message',
      messageKey: 'errors.processError',
    });
  });

  it('shows the invalid-credentials and too-many-attempts messages', () => {
    expect(loginFailure(200, { code: 'invalid_credentials', message: 'errors.invalidCredentials' })).toEqual({
      kind: 'message',
      messageKey: 'errors.invalidCredentials',
    });
    expect(loginFailure(429, { code: 'too_many_requests', message: 'errors.tooManyAttempts' })).toEqual({
      kind: 'message',
      messageKey: 'errors.tooManyAttempts',
    });
  });

  it('asks for the captcha after repeated failures, and again when its solution did not pass', () => {
    expect(loginFailure(200, { code: 'captcha_required', message: 'errors.captchaRequired' })).toEqual({
      kind: 'captcha',
      messageKey: 'errors.captchaRequired',
    });
    expect(loginFailure(400, { code: 'captcha_invalid', message: 'errors.captchaInvalid' })).toEqual({
      kind: 'captcha',
      messageKey: 'errors.captchaInvalid',
    });
  });

  it('sends a company address to single sign-on', () => {
    expect(loginFailure(200, { code: 'sso_required', message: 'errors.forcedSso' })).toEqual({
      kind: 'forcedSso',
      messageKey: 'errors.forcedSso',
    });
  });

  it('shows "Error in process" for network and server failures and anything else', () => {
    const processError = { kind: 'message', messageKey: 'errors.processError' };
    expect(loginFailure(0, { code: 'network_error', message: 'errors.network' })).toEqual(processError);
    expect(loginFailure(500, { code: 'internal_error', message: 'errors.processError' })).toEqual(processError);
    expect(loginFailure(400, { code: 'invalid_payload', message: 'errors.invalidPayload' })).toEqual(processError);
  });
});
