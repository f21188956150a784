import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labRegistration, nextClient } from '../registration/test-payloads.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { safeUrl } from './safe-log.ts';

let t: TestApp;
let log = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

/** Runs `call` and returns what it logged. */
async function logOf(call: () => Promise<unknown>): Promise<string> {
  const start = log.length;
  await call();
  return log.slice(start);
}

describe('the log of a request that fails inside a query', () => {
  it('carries neither the password, its hash, the personal data nor the SQL parameters', async () => {
    // Any new account now fails in the database; PostgreSQL's error then quotes the whole row it refused.
    await t.db.execute(sql`alter table users add constraint refuse_new_rows check (false) not valid`);
    const payload = labRegistration({ firstName: 'Quentin', lastName: 'Zebedee' });
    let status = 0;
    const logged = await logOf(async () => {
      const result = await t.call(
        'selfRegistation',
        { ...payload, captcha: await solveCaptcha(t.app) },
        { remoteAddress: nextClient() },
      );
      status = result.status;
      expect(errorOf(result).code).toBe('internal_error');
    });
    await t.db.execute(sql`alter table users drop constraint refuse_new_rows`);

    expect(status).toBe(500);
    expect(logged).toContain('api handler failed');
    expect(logged).toContain('23514'); // the SQLSTATE (check violation) is there to debug with
    for (const secret of [payload.Password, '$argon2', payload.email, 'Quentin', 'Zebedee', payload.contactNo]) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(logged).not.toMatch(/params|Failing row/);
  });

  it('hides the address a sign-in looked up when the throttle query fails', async () => {
    await t.db.execute(sql`alter table throttle rename to throttle_gone`);
    const logged = await logOf(async () => {
      const result = await t.call('ValidateUser', { email: 'lab@demo.example', password: 'Benchmark#2026' });
      expect(result.status).toBe(500);
    });
    await t.db.execute(sql`alter table throttle_gone rename to throttle`);
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('lab@demo.example');
    expect(logged).not.toContain('Benchmark#2026');
  });
});

describe('logged addresses', () => {
  it('hide link tokens and every query parameter but the request name', () => {
    const token = 'q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLzxcvbnm12345';
    expect(safeUrl(`/en/confirm-password/${token}`)).toBe('/en/confirm-password/:token');
    expect(safeUrl('/sso/callback?code=abc&state=def')).toBe('/sso/callback?…');
    expect(safeUrl('/api?request=ValidateUser&token=x')).toBe('/api?request=ValidateUser');
    expect(safeUrl('/assets/index-BxY7a9_z.js')).toBe('/assets/index-BxY7a9_z.js');
  });

  it('are logged that way with each request', async () => {
    const logged = await logOf(() => t.app.inject({ method: 'GET', url: '/sso/callback?code=secret-code&state=s' }));
    expect(logged).toContain('/sso/callback?…');
    expect(logged).not.toContain('secret-code');
  });
});
