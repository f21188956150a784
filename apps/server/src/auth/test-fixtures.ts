import { expect } from 'vitest';
import { errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** Checks that getSession refuses the token (or no token) as an expired session. */
export async function expectRefused(t: TestApp, token: string | undefined) {
  const result = await t.call('getSession', {}, token ? { token } : {});
  expect(result.status).toBe(401);
  expect(errorOf(result)).toEqual({ code: 106, message: 'errors.sessionExpired' });
}
