import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { settings, usedCaptchas } from '../db/schema/index.ts';
import { solveCaptcha, solvedPayload } from '../test/captcha.ts';
import { createTestApp, dataOf, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { CAPTCHA } from '../shared/captcha.ts';
import { captchaKeys } from '../shared/captcha-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = async (token: string) => dataOf(await t.call('validateCaptchaToken', { token })).verified;
interface SolvedPayload {
  challenge: { parameters: Record<string, unknown> } & Record<string, unknown>;
  solution: { derivedKey: string } & Record<string, unknown>;
}
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as SolvedPayload;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha', () => {
  it('validateCaptchaToken accepts a solved challenge without using it up', async () => {
    const payload = await solveCaptcha(t.app);
    expect(await validate(payload)).toBe(true);
    expect(await validate(payload)).toBe(true);
  });

  it('a solution works once: after a form used it, it is refused everywhere', async () => {
    const payload = await solveCaptcha(t.app);
    const user = await t.createUser();
    expect(dataOf(await t.call('sendforgotPassword', { email: user.email, captcha: payload }))).toEqual({
      status: 'Sent',
    });
    expect(await validate(payload)).toBe(false);
  });

  it('refuses garbage, a wrong key and a tampered challenge', async () => {
    expect(await validate('garbage')).toBe(false);
    expect(await validate(encode({ challenge: {}, solution: {} }))).toBe(false);
    const solved = decode(await solveCaptcha(t.app));
    const key = solved.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    expect(await validate(encode({ ...solved, solution: { ...solved.solution, derivedKey: wrongKey } }))).toBe(false);
    const cheaper = { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } };
    expect(await validate(encode({ ...solved, challenge: cheaper }))).toBe(false);
    expect(await validate(encode(solved))).toBe(true);
  });

  it('refuses a solution of an expired challenge', async () => {
    const keys = await captchaKeys(t.db, t.config);
    const expired = await createChallenge({
      algorithm: CAPTCHA.algorithm,
      cost: CAPTCHA.cost,
      counter: CAPTCHA.minCounter,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    expect(await validate(await solvedPayload(expired))).toBe(false);
  });

  it('shares its key through the database: a challenge of one process verifies in another', async () => {
    const secondProcess = await buildApp(t.config, t.db);
    try {
      const payload = await solveCaptcha(secondProcess);
      expect(await validate(payload)).toBe(true);
      expect(await t.db.select().from(settings)).toHaveLength(1);
    } finally {
      await secondProcess.close();
    }
  });

  it('uses CAPTCHA_HMAC_KEY when it is set', async () => {
    const keyed = await buildApp(testConfig({ CAPTCHA_HMAC_KEY: 'k'.repeat(40) }), t.db);
    try {
      expect(await validate(await solveCaptcha(keyed))).toBe(false);
    } finally {
      await keyed.close();
    }
  });

  it('forgets used solutions once their challenge has expired', async () => {
    await t.db.insert(usedCaptchas).values({ signature: 'stale', expiresAt: new Date(Date.now() - 1000) });
    const user = await t.createUser();
    await t.call('sendforgotPassword', { email: user.email, captcha: await solveCaptcha(t.app) });
    const left = await t.db.select({ signature: usedCaptchas.signature }).from(usedCaptchas);
    expect(left.map((r) => r.signature)).not.toContain('stale');
  });
});
