import { FORBIDDEN_NAME_CHARACTERS, V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { emailOfLength, labRegistration, nextClient, passwordOfLength, readerRegistration } from './test-payloads.ts';

const kinds = {
  selfRegistation: labRegistration,
  selfpreregistation: readerRegistration,
} as const;

/**
 * The §5 rules at their edges, for both public registrations. A refused payload never reaches the handler, so it
 * needs no captcha; an accepted one is a full registration. `app` is the test file's app, started in its beforeAll.
 */
export function describeRegistrationRules(request: keyof typeof kinds, app: () => TestApp): void {
  const payload = kinds[request];
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  describe(`${request}: the §5 rules`, () => {
    type Fields = Record<string, unknown>;
    const send = (overrides: Fields, captcha = 'unused') =>
      t.callRaw(request, { ...payload(), ...overrides, captcha }, { remoteAddress: nextClient() });
    const accepted = async (overrides: Fields) => {
      const body = { ...payload(), ...overrides };
      dataOf(await send(body, await solveCaptcha(t.app)));
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email).toLowerCase()));
      expect(row).toBeDefined();
      return row;
    };
    const refused = async (overrides: Fields, field: string, message?: string) => {
      const result = await send(overrides);
      expect(result.status).toBe(400);
      const error = errorOf(result);
      expect(error.code).toBe('invalid_payload');
      expect(new Set(error.fields?.map((f) => f.field))).toEqual(new Set([field]));
      if (message) expect(error.fields).toContainEqual({ field, message });
    };

    it('accepts names of 100 characters', async () => {
      const row = await accepted({ firstName: 'F'.repeat(100), lastName: 'L'.repeat(100) });
      expect(row?.givenName).toHaveLength(100);
      expect(row?.familyName).toHaveLength(100);
    });

    it.each(['firstName', 'lastName'])('refuses a %s of 101 characters', async (field) => {
      await refused({ [field]: 'x'.repeat(101) }, field, V.textTooLong);
    });

    it.each([
      ['firstName', V.firstNameInvalid, V.firstNameRequired],
      ['lastName', V.familyNameInvalid, V.familyNameRequired],
    ])('%s: refuses a leading space, each forbidden character, and empty', async (field, invalid, required) => {
      await refused({ [field]: ' Ann' }, field, invalid);
      await refused({ [field]: '\tAnn' }, field, invalid);
      for (const ch of FORBIDDEN_NAME_CHARACTERS) await refused({ [field]: `An${ch}n` }, field, invalid);
      await refused({ [field]: '' }, field, required);
    });

    it('accepts inner spaces, apostrophes and non-Latin letters in names', async () => {
      const row = await accepted({ firstName: "Mary O'Neil", lastName: '山田' });
      expect(row).toMatchObject({ givenName: "Mary O'Neil", familyName: '山田' });
    });

    it('accepts 64 characters before the @ and 254 overall', async () => {
      await accepted({ email: emailOfLength(64, 80) });
      await accepted({ email: emailOfLength(10, 254) });
    });

    it('refuses 65 characters before the @, 255 overall, and malformed or missing addresses', async () => {
      await refused({ email: emailOfLength(65, 80) }, 'email', V.emailInvalid);
      await refused({ email: emailOfLength(10, 255) }, 'email', V.emailInvalid);
      await refused({ email: 'ann@localhost' }, 'email', V.emailInvalid);
      await refused({ email: '' }, 'email', V.emailRequired);
    });

    it('accepts passwords of 8 and 25 characters', async () => {
      await accepted({ Password: passwordOfLength(8) });
      const row = await accepted({ Password: passwordOfLength(25) });
      expect(row?.passwordHash).not.toContain(passwordOfLength(25));
    });

    it('refuses passwords of 7 and 26 characters and without the complexity', async () => {
      await refused({ Password: passwordOfLength(7) }, 'Password', V.passwordComplexity);
      await refused({ Password: passwordOfLength(26) }, 'Password', V.passwordTooLong);
      for (const weak of ['nouppercase#1', 'NOLOWERCASE#1', 'NoDigits#here', 'NoSymbol123', 'Ab1#<script>']) {
        await refused({ Password: weak }, 'Password', V.passwordComplexity);
      }
      await refused({ Password: '' }, 'Password', V.passwordRequired);
    });

    it('needs the free text when the job title is Other', async () => {
      await refused({ jobDesignation: 'Other' }, 'other', V.otherJobTitleRequired);
      await refused({ jobDesignation: 'Other', other: '   ' }, 'other', V.otherJobTitleRequired);
      await refused({ jobDesignation: 'Astronaut' }, 'jobDesignation', V.jobTitleRequired);
    });

    it('refuses a phone number that is missing or not a number', async () => {
      await refused({ contactNo: '' }, 'contactNo', V.phoneRequired);
      await refused({ contactNo: 'call me' }, 'contactNo', V.phoneInvalid);
      await refused({ countrySTDCode: '66a' }, 'countrySTDCode', V.phoneInvalid);
    });

    it('needs the Korea consent in Korea and the privacy consent elsewhere', async () => {
      await refused(
        { countryCode: 'KR', koreaConsent: false, privacyConsent: true },
        'koreaConsent',
        V.koreaConsentRequired,
      );
      await refused(
        { countryCode: 'TH', privacyConsent: false, koreaConsent: true },
        'privacyConsent',
        V.privacyConsentRequired,
      );
    });

    it('stores the Korea consent alone for Korea, and the privacy consent alone elsewhere', async () => {
      expect(await accepted({ countryCode: 'KR', koreaConsent: true, privacyConsent: true })).toMatchObject({
        koreaConsent: true,
        privacyConsent: false,
        privacyNotice: false,
      });
      expect(await accepted({ countryCode: 'VN', koreaConsent: true, privacyConsent: true })).toMatchObject({
        koreaConsent: false,
        privacyConsent: true,
        privacyNotice: true,
      });
    });
  });
}
