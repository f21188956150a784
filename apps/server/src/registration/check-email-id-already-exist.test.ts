import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { EMAIL_CHECK_THROTTLE } from './throttles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkEmailIdAlreadyExist', () => {
  it('answers known and unknown addresses with the same shape, ignoring case', async () => {
    const known = await t.call(
      'checkEmailIdAlreadyExist',
      { email: 'Lab@Demo.example' },
      { remoteAddress: '10.3.0.1' },
    );
    const unknown = await t.call(
      'checkEmailIdAlreadyExist',
      { email: 'nobody@demo.example' },
      { remoteAddress: '10.3.0.1' },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ data: { exists: true } });
    expect(unknown.body).toEqual({ data: { exists: false } });
  });

  it('refuses a malformed address', async () => {
    const result = await t.call('checkEmailIdAlreadyExist', { email: 'not-an-address' });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual([{ field: 'email', message: 'validation.emailInvalid' }]);
  });

  it(`answers ${EMAIL_CHECK_THROTTLE.perClient} questions per client an hour, then 429; other clients go on`, async () => {
    const client = '10.3.1.1';
    for (let i = 0; i < EMAIL_CHECK_THROTTLE.perClient - 1; i++) {
      await recordAttempt(t.db, EMAIL_CHECK_THROTTLE, ruleKeys(EMAIL_CHECK_THROTTLE, `sweep-${i}@x.example`, client));
    }
    const last = await t.call('checkEmailIdAlreadyExist', { email: 'lab@demo.example' }, { remoteAddress: client });
    expect(dataOf(last)).toEqual({ exists: true });
    const over = await t.call('checkEmailIdAlreadyExist', { email: 'other@x.example' }, { remoteAddress: client });
    expect(over.status).toBe(429);
    expect(errorOf(over).code).toBe('too_many_requests');
    const elsewhere = await t.call(
      'checkEmailIdAlreadyExist',
      { email: 'other@x.example' },
      { remoteAddress: '10.3.1.2' },
    );
    expect(dataOf(elsewhere)).toEqual({ exists: false });
  });
});
