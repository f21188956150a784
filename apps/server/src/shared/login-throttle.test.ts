import { isErrorData } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { LOGIN_THROTTLE, throttleKeys } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-in that solves the captcha when one is asked for (after 3 failures), as a determined attacker can. */
async function attempt(email: string, password: string, remoteAddress: string) {
  const first = await t.call('ValidateUser', { email, password }, { remoteAddress });
  if (!isErrorData(first.body.data) || first.body.data.error.code !== 'captcha_required') return first;
  return t.call('ValidateUser', { email, password, captcha: await solveCaptcha(t.app) }, { remoteAddress });
}

describe('sign-in throttling', () => {
  it(`locks an account after ${LOGIN_THROTTLE.perAccount} failures, without locking out another account`, async () => {
    const victim = await t.createUser();
    const bystander = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect(errorOf(await attempt(victim.email, 'wrong', '10.0.0.1')).code).toBe('invalid_credentials');
    }
    const locked = await attempt(victim.email, victim.password, '10.0.0.2');
    expect(locked.status).toBe(429);
    expect(errorOf(locked)).toEqual({ code: 'too_many_requests', message: 'errors.tooManyAttempts' });
    expect((await attempt(bystander.email, bystander.password, '10.0.0.1')).body.token).toBeDefined();
  });

  it('counts unknown e-mails like real ones', async () => {
    const email = 'ghost@test.example';
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) await attempt(email, 'wrong', '10.0.1.1');
    expect((await attempt(email, 'wrong', '10.0.1.2')).status).toBe(429);
  });

  it(`locks a client address after ${LOGIN_THROTTLE.perClient} failures across accounts`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) {
      const sprayed = await t.createUser();
      expect((await attempt(sprayed.email, 'wrong', '10.0.2.1')).status).toBe(200);
    }
    expect((await attempt(user.email, user.password, '10.0.2.1')).status).toBe(429);
    expect((await attempt(user.email, user.password, '10.0.2.2')).body.token).toBeDefined();
  });

  it("resets the account's counter on success", async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) await attempt(user.email, 'wrong', '10.0.3.1');
    expect((await attempt(user.email, user.password, '10.0.3.1')).body.token).toBeDefined();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) await attempt(user.email, 'wrong', '10.0.3.1');
    expect((await attempt(user.email, user.password, '10.0.3.1')).body.token).toBeDefined();
  });

  it('forgets failures once the window has passed', async () => {
    const user = await t.createUser();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) await attempt(user.email, 'wrong', '10.0.4.1');
    expect((await attempt(user.email, user.password, '10.0.4.1')).status).toBe(429);
    await t.db
      .update(throttle)
      .set({ windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) })
      .where(eq(throttle.key, throttleKeys(user.email, '10.0.4.1').account));
    await attempt(user.email, 'wrong', '10.0.4.1');
    const [row] = await t.db
      .select()
      .from(throttle)
      .where(eq(throttle.key, throttleKeys(user.email, '').account));
    expect(row?.count).toBe(1);
    expect((await attempt(user.email, user.password, '10.0.4.1')).body.token).toBeDefined();
  });
});
