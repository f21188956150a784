import { CAPTCHA_CHALLENGE_PATH } from '@labbench/contract';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { CAPTCHA } from '../shared/captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('captcha challenge', () => {
  it(`serves a signed proof-of-work challenge at ${CAPTCHA_CHALLENGE_PATH} that expires in 10 minutes`, async () => {
    const response = await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA.algorithm, cost: CAPTCHA.cost });
    const expiresInMs = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(CAPTCHA.lifetimeMs - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(CAPTCHA.lifetimeMs);
  });
});
