import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedIn } from './handler.ts';
import type { ApiRegistry } from './handler.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** Requests that exist only here, to test the dispatcher apart from the contract's (which has no internal one yet). */
const definitions = {
  echo: {
    payload: z.object({
      text: z.string().max(5),
      nested: z.object({ n: z.number() }).optional(),
      RequesterUserId: z.string().optional(),
    }),
    response: z.object({ text: z.string(), sawRequesterUserId: z.boolean() }),
    access: 'public',
  },
  whoAmI: { payload: z.object({}).nullish(), response: z.object({ userId: z.string() }), access: 'user' },
  staffOnly: { payload: z.object({}).nullish(), response: z.object({ ok: z.literal(true) }), access: 'internal' },
  crash: { payload: z.object({}).nullish(), response: z.object({}), access: 'public' },
  breaksContract: {
    payload: z.object({}).nullish(),
    response: z.object({ count: z.number().int() }),
    access: 'public',
  },
} as const;

const registry: ApiRegistry<typeof definitions> = {
  definitions,
  handlers: {
    echo: (payload) => ({ data: { text: payload.text, sawRequesterUserId: 'RequesterUserId' in payload } }),
    whoAmI: (_payload, ctx) => ({ data: { userId: signedIn(ctx).user.id } }),
    staffOnly: () => ({ data: { ok: true } }),
    crash: () => {
      throw new Error('connection to db-secret.internal:5432 refused');
    },
    breaksContract: () => ({ data: { count: 1.5 } }),
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registry });
});
afterAll(() => t.close());

describe('dispatcher', () => {
  it('answers a request with the envelope', async () => {
    const result = await t.callRaw('echo', { text: 'hi' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { text: 'hi', sawRequesterUserId: false } });
  });

  it('strips RequesterUserId from the body: identity comes from the Token header only', async () => {
    const result = await t.callRaw('echo', { text: 'hi', RequesterUserId: 'someone-else' });
    expect(dataOf(result)).toEqual({ text: 'hi', sawRequesterUserId: false });
  });

  it('refuses a body that is not JSON with 400 invalid_json', async () => {
    const result = await t.callRaw('echo', null, { rawBody: '{"text": "hi"' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'invalid_json', message: 'errors.invalidRequest' });
  });

  it('refuses a payload that fails its schema with 400 and the failing fields', async () => {
    const result = await t.callRaw('echo', { text: 'too long', nested: { n: 'x' } });
    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe('invalid_payload');
    expect(error.fields).toEqual([
      { field: 'text', message: 'errors.validation.too_big' },
      { field: 'nested.n', message: 'errors.validation.invalid_type' },
    ]);
  });

  it('answers an unknown request name with 404 unknown_request', async () => {
    for (const name of ['noSuchRequest', 'toString', '__proto__']) {
      const result = await t.callRaw(name, {});
      expect(result.status, name).toBe(404);
      expect(errorOf(result).code).toBe('unknown_request');
    }
  });

  describe('XSRF double-submit check, before anything else', () => {
    it('refuses a call without the X-XSRF-TOKEN header', async () => {
      const result = await t.callRaw('echo', { text: 'hi' }, { xsrfHeader: null });
      expect(result.status).toBe(403);
      expect(errorOf(result).code).toBe('xsrf_mismatch');
    });

    it('refuses a header that does not match the cookie', async () => {
      const result = await t.callRaw('echo', { text: 'hi' }, { xsrfHeader: `${t.xsrf.slice(0, -1)}x` });
      expect(result.status).toBe(403);
      expect(errorOf(result).code).toBe('xsrf_mismatch');
    });

    it('checks before the request name, the body and the token', async () => {
      const result = await t.callRaw('noSuchRequest', null, { rawBody: '{', xsrfHeader: 'wrong' });
      expect(result.status).toBe(403);
    });

    it('refuses a call without the cookie', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api?request=echo',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': t.xsrf },
        payload: '{"text":"hi"}',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('access levels', () => {
    it('refuses a user request without a token with 401 code 106', async () => {
      const result = await t.callRaw('whoAmI', {});
      expect(result.status).toBe(401);
      expect(errorOf(result)).toEqual({ code: 106, message: 'errors.sessionExpired' });
    });

    it('serves a user request to any signed-in user', async () => {
      const token = await t.tokenFor('lab@demo.example');
      expect(dataOf(await t.callRaw('whoAmI', {}, { token }))).toHaveProperty('userId');
    });

    it('refuses an internal-only request to a lab user with 403 forbidden', async () => {
      const token = await t.tokenFor('lab@demo.example');
      const result = await t.callRaw('staffOnly', {}, { token });
      expect(result.status).toBe(403);
      expect(errorOf(result)).toEqual({ code: 'forbidden', message: 'errors.forbidden' });
    });

    it('serves an internal-only request to staff', async () => {
      const token = await t.tokenFor('staff@demo.example');
      expect(dataOf(await t.callRaw('staffOnly', {}, { token }))).toEqual({ ok: true });
    });
  });

  describe('failures inside', () => {
    it('answers an unexpected error with 500 internal_error and no internals', async () => {
      const result = await t.callRaw('crash', {});
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ data: { error: { code: 'internal_error', message: 'errors.processError' } } });
      expect(JSON.stringify(result.body)).not.toContain('db-secret');
    });

    it('refuses to send a response that breaks the contract (outside production)', async () => {
      const result = await t.callRaw('breaksContract', {});
      expect(result.status).toBe(500);
      expect(errorOf(result).code).toBe('internal_error');
    });
  });
});
