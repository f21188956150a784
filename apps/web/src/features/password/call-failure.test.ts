import { describe, expect, it } from 'vitest';
import { changeFailure, forgotFailure, linkCheckFailure, resetFailure } from './call-failure.ts';

const known = new Set(['errors.tooManyAttempts', 'errors.processError', 'errors.forbidden', 'validation.emailInvalid']);
const knows = (key: string) => known.has(key);
const processError = { kind: 'message', messageKey: 'errors.processError', code: null };

describe('forgotFailure', () => {
  it('flags 121 as an address that cannot be used (§4, §8)', () => {
    expect(forgotFailure(200, { code: 121, message: 'errors.x' }, knows)).toEqual({ kind: 'invalidEmail' });
  });

  it('asks for the security check again when the server refuses the solution', () => {
    expect(forgotFailure(200, { code: 'captcha_invalid', message: 'errors.captchaInvalid' }, knows)).toEqual({
      kind: 'message',
      messageKey: 'password.captcha.invalid',
      code: null,
    });
  });

  it('shows the throttling message on 429', () => {
    expect(forgotFailure(429, { code: 'too_many_requests', message: 'errors.tooManyRequests' }, knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.tooManyAttempts',
      code: null,
    });
  });

  it('puts a refused e-mail under the field', () => {
    const error = {
      code: 'invalid_payload',
      message: 'errors.invalidPayload',
      fields: [{ field: 'email', message: 'validation.emailInvalid' }],
    };
    expect(forgotFailure(400, error, knows)).toEqual({
      kind: 'fields',
      fields: [{ field: 'email', messageKey: 'validation.emailInvalid' }],
    });
  });

  it('answers a network failure, a server error or an odd answer with "Error in process"', () => {
    expect(forgotFailure(0, { code: 'network_error', message: 'errors.network' }, knows)).toEqual(processError);
    expect(forgotFailure(500, { code: 'internal_error', message: 'errors.processError' }, knows)).toEqual(processError);
    expect(forgotFailure(200, { code: 'internal_error', message: 'errors.processError' }, knows)).toEqual(processError);
    // A refused field the form does not have, or a message without a text.
    expect(
      forgotFailure(
        400,
        { code: 'invalid_payload', message: 'errors.invalidPayload', fields: [{ field: 'captcha', message: 'x' }] },
        knows,
      ),
    ).toEqual({ kind: 'message', messageKey: 'errors.processError', code: 'invalid_payload' });
  });
});

describe('changeFailure', () => {
  it('treats 104 as a wrong old password', () => {
    expect(changeFailure(200, { code: 104, message: 'errors.passwordIncorrect' }, knows)).toEqual({
      kind: 'wrongPassword',
    });
  });

  it('keeps any other code with the server message when there is a text for it', () => {
    expect(changeFailure(403, { code: 'forbidden', message: 'errors.forbidden' }, knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.forbidden',
      code: 'forbidden',
    });
    expect(changeFailure(200, { code: 777, message: 'errors.unknownThing' }, knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.processError',
      code: 777,
    });
  });
});

describe('resetFailure', () => {
  it('treats 104 as an expired one-time code', () => {
    expect(resetFailure(200, { code: 104, message: 'errors.otpExpired' }, knows)).toEqual({ kind: 'otpExpired' });
  });

  it('shows anything else as a message', () => {
    expect(resetFailure(500, { code: 'internal_error', message: 'errors.processError' }, knows)).toEqual(processError);
  });
});

describe('linkCheckFailure', () => {
  it('calls a refused link dead', () => {
    expect(linkCheckFailure(200, { code: 'invalid_token', message: 'errors.x' })).toBe('deadLink');
    expect(linkCheckFailure(400, { code: 'invalid_payload', message: 'errors.x' })).toBe('deadLink');
  });

  it('calls a failure on the way unavailable, so the user can try again', () => {
    expect(linkCheckFailure(0, { code: 'network_error', message: 'errors.network' })).toBe('unavailable');
    expect(linkCheckFailure(429, { code: 'too_many_requests', message: 'x' })).toBe('unavailable');
    expect(linkCheckFailure(502, { code: 'internal_error', message: 'x' })).toBe('unavailable');
  });
});
