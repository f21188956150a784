import { describe, expect, it } from 'vitest';
import {
  acceptedLoginMessage,
  loginMessageFromData,
  loginMessageFromQuery,
  loginTypeOf,
  postedLoginMessage,
  ranInSameWindow,
  searchWithoutLoginMessage,
} from './login-message.ts';

const OWN = 'https://portal.example';

describe('loginMessageFromQuery', () => {
  it('reads a token for each of the three message types', () => {
    expect(loginMessageFromQuery('?msg_type=SSO&token=abc')).toEqual({ kind: 'token', msgType: 'SSO', token: 'abc' });
    expect(loginMessageFromQuery('?msg_type=ciam&token=t')).toMatchObject({ kind: 'token', msgType: 'ciam' });
    expect(loginMessageFromQuery('?msg_type=SOCIAL_MEDIA_LOGIN&token=t')).toMatchObject({
      kind: 'token',
      msgType: 'SOCIAL_MEDIA_LOGIN',
    });
  });

  it('reads an error code with the provider it names', () => {
    expect(
      loginMessageFromQuery('?msg_type=SOCIAL_MEDIA_LOGIN&error_code=sign_in_failed&actual_media_type=linkedin'),
    ).toEqual({
      kind: 'error',
      msgType: 'SOCIAL_MEDIA_LOGIN',
      code: 'sign_in_failed',
      provider: 'linkedin',
    });
  });

  it('names the provider of the message type when the media type is missing or does not fit', () => {
    expect(loginMessageFromQuery('?msg_type=SSO&error_code=x')).toMatchObject({ provider: 'sso' });
    expect(loginMessageFromQuery('?msg_type=ciam&error_code=x&actual_media_type=facebook')).toMatchObject({
      provider: 'ciam',
    });
    // Two social networks: without a media type none can be named.
    expect(loginMessageFromQuery('?msg_type=SOCIAL_MEDIA_LOGIN&error_code=x')).toMatchObject({ provider: null });
  });

  it('is null without a known type, or with neither a token nor an error code (§5)', () => {
    expect(loginMessageFromQuery('')).toBeNull();
    expect(loginMessageFromQuery('?destination=%2Fsurvey')).toBeNull();
    expect(loginMessageFromQuery('?msg_type=sso&token=abc')).toBeNull();
    expect(loginMessageFromQuery('?msg_type=PASSWORD&token=abc')).toBeNull();
    expect(loginMessageFromQuery('?msg_type=SSO')).toBeNull();
    expect(loginMessageFromQuery('?msg_type=SSO&token=&error_code=')).toBeNull();
    expect(loginMessageFromQuery(`?msg_type=SSO&token=${'a'.repeat(501)}`)).toBeNull();
  });
});

describe('loginMessageFromData', () => {
  it('reads the objects the pop-up posts', () => {
    expect(loginMessageFromData({ msg_type: 'ciam', token: 'tok' })).toEqual({
      kind: 'token',
      msgType: 'ciam',
      token: 'tok',
    });
    expect(
      loginMessageFromData({ msg_type: 'SSO', error: { code: 'sign_in_failed' }, actual_media_type: 'sso' }),
    ).toEqual({
      kind: 'error',
      msgType: 'SSO',
      code: 'sign_in_failed',
      provider: 'sso',
    });
  });

  it('reads the same message as JSON text', () => {
    expect(loginMessageFromData(JSON.stringify({ msg_type: 'SSO', token: 'tok' }))).toMatchObject({ token: 'tok' });
  });

  it('ignores non-JSON text and anything without a usable type and token or code', () => {
    for (const data of [
      'hello',
      '{"msg_type":',
      '"SSO"',
      null,
      42,
      ['SSO', 'tok'],
      { token: 'tok' },
      { msg_type: 'SSO' },
      { msg_type: 'SSO', token: 7 },
      { msg_type: 'SSO', error: 'sign_in_failed' },
      { msg_type: 'SSO', error: { code: '' } },
      { msg_type: 'other', token: 'tok' },
    ]) {
      expect(loginMessageFromData(data)).toBeNull();
    }
  });
});

describe('acceptedLoginMessage', () => {
  it('takes a message from this site only: a forged one from another origin is ignored', () => {
    const data = { msg_type: 'SSO', token: 'tok' };
    expect(acceptedLoginMessage({ origin: OWN, data }, OWN)).toMatchObject({ kind: 'token', token: 'tok' });
    expect(acceptedLoginMessage({ origin: 'https://evil.example', data }, OWN)).toBeNull();
    expect(acceptedLoginMessage({ origin: 'http://portal.example', data }, OWN)).toBeNull();
    expect(acceptedLoginMessage({ origin: 'null', data }, OWN)).toBeNull();
  });
});

describe('postedLoginMessage', () => {
  it('posts what the opener reads back', () => {
    for (const search of [
      '?msg_type=SSO&token=abc',
      '?msg_type=SOCIAL_MEDIA_LOGIN&error_code=e&actual_media_type=facebook',
    ]) {
      const message = loginMessageFromQuery(search)!;
      expect(loginMessageFromData(postedLoginMessage(message))).toEqual(message);
    }
    expect(postedLoginMessage(loginMessageFromQuery('?msg_type=ciam&error_code=e')!)).toEqual({
      msg_type: 'ciam',
      error: { code: 'e' },
      actual_media_type: 'ciam',
    });
  });
});

describe('loginTypeOf', () => {
  it('maps SOCIAL_MEDIA_LOGIN to SOCIAL and keeps SSO and ciam', () => {
    expect(loginTypeOf('SSO')).toBe('SSO');
    expect(loginTypeOf('ciam')).toBe('ciam');
    expect(loginTypeOf('SOCIAL_MEDIA_LOGIN')).toBe('SOCIAL');
  });
});

describe('searchWithoutLoginMessage', () => {
  it('drops the message and keeps the rest of the query', () => {
    expect(searchWithoutLoginMessage('?msg_type=SSO&token=abc')).toBe('');
    expect(searchWithoutLoginMessage('?regfor=lab&msg_type=SSO&error_code=e&actual_media_type=sso')).toBe(
      '?regfor=lab',
    );
    expect(searchWithoutLoginMessage('?msg_type=ciam&token=t&samewindow=1')).toBe('');
  });
});

describe('ranInSameWindow', () => {
  it('is true only for samewindow=1', () => {
    expect(ranInSameWindow('?msg_type=SSO&token=t&samewindow=1')).toBe(true);
    expect(ranInSameWindow('?msg_type=SSO&token=t')).toBe(false);
    expect(ranInSameWindow('?samewindow=0')).toBe(false);
  });
});
