import { isErrorData } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { LOGIN_CAPTCHA_AFTER, LOGIN_THROTTLE, throttleKeys } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (remoteAddress: string, email: string, password: string, captcha?: string) =>
  t.call('ValidateUser', { email, password, ...(captcha ? { captcha } : {}) }, { remoteAddress });

/** A sign-in that solves the captcha when one is asked for, as a determined attacker (or the owner) can. */
async function attempt(email: string, password: string, remoteAddress: string) {
  const first = await signIn(remoteAddress, email, password);
  if (!isErrorData(first.body.data) || first.body.data.error.code !== 'captcha_required') return first;
  return signIn(remoteAddress, email, password, await solveCaptcha(t.app));
}

const codeOf = async (result: ReturnType<typeof attempt>) => {
  const answer = await result;
  return answer.status === 429 ? 429 : answer.body.token ? 'signed in' : errorOf(answer).code;
};

describe('sign-in throttling: nobody locks anyone else out', () => {
  it("a stranger's 20 failures with solved captchas slow the stranger, never the owner", async () => {
    const owner = await t.createUser();
    const stranger = '10.0.0.1';
    const answers: (string | number)[] = [];
    for (let i = 0; i < 20; i++) answers.push(await codeOf(attempt(owner.email, `Wrong#${i}`, stranger)));
    expect(answers.slice(0, LOGIN_THROTTLE.perPair)).toEqual(Array(LOGIN_THROTTLE.perPair).fill('invalid_credentials'));
    expect(answers.slice(LOGIN_THROTTLE.perPair)).toEqual(Array(20 - LOGIN_THROTTLE.perPair).fill(429));
    // Even the right password: the stranger's client has used up its own attempts on this address.
    expect(await codeOf(attempt(owner.email, owner.password, stranger))).toBe(429);

    // The owner, from another client, is asked for a captcha (the address has failures) and gets in with it.
    expect(errorOf(await signIn('10.0.0.2', owner.email, owner.password)).code).toBe('captcha_required');
    const captcha = await solveCaptcha(t.app);
    expect((await signIn('10.0.0.2', owner.email, owner.password, captcha)).body.token).toBeDefined();
    // The owner's success does not lift the stranger's limit.
    expect(await codeOf(attempt(owner.email, owner.password, stranger))).toBe(429);
  });

  it('counts unknown e-mails like real ones', async () => {
    const email = 'ghost@test.example';
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) await attempt(email, 'wrong', '10.0.1.1');
    expect((await attempt(email, 'wrong', '10.0.1.1')).status).toBe(429);
    expect(errorOf(await attempt(email, 'wrong', '10.0.1.2')).code).toBe('invalid_credentials');
  });

  it(`refuses a client after ${LOGIN_THROTTLE.perClient} failures across addresses, and only that client`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) {
      expect(errorOf(await signIn('10.0.2.1', `sprayed-${i}@test.example`, 'Wrong#1')).code).toBe(
        'invalid_credentials',
      );
    }
    expect((await attempt(user.email, user.password, '10.0.2.1')).status).toBe(429);
    expect((await signIn('10.0.2.2', user.email, user.password)).body.token).toBeDefined();
  });

  it("one client's failures ask no captcha of another client for another address", async () => {
    const victim = await t.createUser();
    for (let i = 0; i < 2 * LOGIN_CAPTCHA_AFTER; i++) await attempt(victim.email, 'Wrong#1', '10.0.3.1');
    for (let i = 0; i < 2 * LOGIN_CAPTCHA_AFTER; i++) await signIn('10.0.3.1', `other-${i}@test.example`, 'Wrong#1');
    const bystander = await t.createUser();
    expect((await signIn('10.0.3.2', bystander.email, bystander.password)).body.token).toBeDefined();
  });

  it("resets this client's and the address's failures on success", async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perPair - 1; i++) await attempt(user.email, 'wrong', '10.0.4.1');
    expect((await attempt(user.email, user.password, '10.0.4.1')).body.token).toBeDefined();
    for (let i = 0; i < LOGIN_THROTTLE.perPair - 1; i++) await attempt(user.email, 'wrong', '10.0.4.1');
    expect((await attempt(user.email, user.password, '10.0.4.1')).body.token).toBeDefined();
    // Nothing left to ask a captcha for.
    expect((await signIn('10.0.4.1', user.email, user.password)).body.token).toBeDefined();
  });

  it('forgets failures once the window has passed', async () => {
    const user = await t.createUser();
    const keys = throttleKeys(user.email, '10.0.5.1');
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) await attempt(user.email, 'wrong', '10.0.5.1');
    expect((await attempt(user.email, user.password, '10.0.5.1')).status).toBe(429);
    await t.db
      .update(throttle)
      .set({ windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) })
      .where(eq(throttle.key, keys.pair));
    await attempt(user.email, 'wrong', '10.0.5.1');
    const [row] = await t.db.select().from(throttle).where(eq(throttle.key, keys.pair));
    expect(row?.count).toBe(1);
    expect((await attempt(user.email, user.password, '10.0.5.1')).body.token).toBeDefined();
  });
});
