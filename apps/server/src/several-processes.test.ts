import { randomBytes } from 'node:crypto';
import { CAPTCHA_CHALLENGE_PATH } from '@labbench/contract';
import { hash } from '@node-rs/argon2';
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresHandle } from './db/client.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_PASSWORD } from './db/demo-accounts.ts';
import { users } from './db/schema/index.ts';
import { LOGIN_CAPTCHA_AFTER, LOGIN_THROTTLE } from './shared/login-throttle.ts';
import { clAnswers, insertBenchmarkLab, insertProcessedResponse } from './test/benchmark-fixtures.ts';
import { solvedPayload } from './test/captcha.ts';
import { getStatus, newPostgresDatabase, startPortalProcess } from './test/portal-process.ts';
import type { PortalProcess } from './test/portal-process.ts';
import { dataOf, errorOf } from './test/test-app.ts';

/** A change made through one process reaches the others' caches asynchronously: it must show within this. */
const SEEN_WITHIN_MS = 3000;

/** Reads until `done` holds or `withinMs` has passed; answers the last value read. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = SEEN_WITHIN_MS) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > withinMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const hex = () => randomBytes(4).toString('hex');

async function signIn(server: PortalProcess, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { body } = await server.call('ValidateUser', { email, password });
  if (!body.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** Does what the captcha widget does, with a challenge from `server`. */
async function captchaFrom(server: PortalProcess): Promise<string> {
  const response = await fetch(`${server.origin}${CAPTCHA_CHALLENGE_PATH}`);
  return solvedPayload((await response.json()) as Challenge);
}

type Texts = Record<string, Record<string, unknown> | undefined>;
const servedThaiToggle = async (server: PortalProcess) =>
  ((await (await fetch(`${server.origin}/assets/i18n/th.json`)).json()) as Texts).header?.translateToggle;

/**
 * Process A is one process (WEB_CONCURRENCY=1), B a cluster of two workers behind one port (WEB_CONCURRENCY=2):
 * whatever one sees of another's work, every other does. Only PostgreSQL has several processes (PGlite refuses
 * WEB_CONCURRENCY > 1), so this runs in the api-postgres pass.
 */
describe.skipIf(process.env.TEST_DATABASE_KIND === 'pglite')('several API processes over one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof newPostgresDatabase>>;
  let handle: DatabaseHandle;
  let a: PortalProcess;
  let b: PortalProcess;
  /** How often B's primary has printed its start-up lines. */
  const banners = () => b.output().split('Lab benchmarking portal:').length - 1;
  beforeAll(async () => {
    database = await newPostgresDatabase();
    handle = postgresHandle(database.url);
    // Started at once: one start migrates and seeds the demo data, the other waits for it and finds it done.
    const started = await Promise.allSettled([
      startPortalProcess({ DATABASE_URL: database.url }),
      // B logs each request with the worker's pid: which worker answered.
      startPortalProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' }),
    ]);
    const running = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    const failed = started.find((start) => start.status === 'rejected');
    if (failed) {
      await Promise.all(running.map((server) => server.stop())); // one start that failed leaves no other running
      throw failed.reason;
    }
    [a, b] = running as [PortalProcess, PortalProcess];
    // B's first worker answers before the second listens; the primary prints once both do.
    await eventually(
      () => Promise.resolve(banners()),
      (count) => count > 0,
      60_000,
    );
  }, 300_000); // a loaded 2-core machine took about 80 s to start both (demo data included)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
  }, 60_000);

  it('takes a sign-in on one on the other, and a sign-out on one ends the session on both', async () => {
    const token = await signIn(a, 'lab@demo.example');
    expect(dataOf(await b.call('getSession', {}, token)).user.email).toBe('lab@demo.example');
    expect(dataOf(await a.call('signOut', {}, token))).toEqual({ status: 'SignedOut' });
    const onB = await eventually(
      () => b.call('getSession', {}, token),
      (answer) => answer.status === 401,
    );
    expect(onB.status).toBe(401);
    expect((await a.call('getSession', {}, token)).status).toBe(401);
  });

  it('counts failed sign-ins made on either process against one limit', async () => {
    const email = `nobody-${hex()}@test.example`;
    const on = (i: number) => (i % 2 === 0 ? a : b);
    const attempt = async (i: number, captcha?: string) => {
      const answer = await on(i).call('ValidateUser', { email, password: `Wrong#${i}`, captcha });
      return answer.status === 429 ? 429 : errorOf(answer).code;
    };
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i += 1) expect(await attempt(i)).toBe('invalid_credentials');
    expect(await attempt(LOGIN_CAPTCHA_AFTER)).toBe('captcha_required');
    // Solved captchas (each challenge from the other process) let the failures go on up to the limit.
    for (let i = LOGIN_CAPTCHA_AFTER; i < LOGIN_THROTTLE.perPair; i += 1)
      expect(await attempt(i, await captchaFrom(on(i + 1)))).toBe('invalid_credentials');
    expect([await attempt(0), await attempt(1)]).toEqual([429, 429]);
  });

  it("shows staff's validation on one process in the lab's dashboard on the other", async () => {
    const lab = await insertBenchmarkLab(handle.db);
    const responseId = await insertProcessedResponse(handle.db, lab.id, clAnswers(2, 60, 3));
    const email = `member-${hex()}@test.example`;
    const password = `Pw-${hex()}#1`;
    await handle.db.insert(users).values({
      email,
      givenName: 'Lab',
      familyName: 'Member',
      userType: 'external',
      emailVerified: true,
      labId: lab.id,
      passwordHash: await hash(password, { memoryCost: 1024, timeCost: 1 }),
    });
    const member = await signIn(b, email, password);
    const dashboardOnB = async () =>
      dataOf(await b.call('getBenchmarkDashboard', { labCode: lab.code, category: 'CL' }, member));
    expect(await dashboardOnB()).toMatchObject({ state: 'none', reason: 'awaitingValidation' });

    const staff = await signIn(a, 'staff@demo.example');
    expect(dataOf(await a.call('validateSurvayandapprove', { responseId, status: 'A' }, staff))).toEqual({
      status: 'Updated',
    });
    const shown = await eventually(dashboardOnB, (dashboard) => dashboard.state === 'ready');
    expect(shown).toMatchObject({ state: 'ready', round: 2026, rounds: [2026] });
    if (shown.state !== 'ready') return;
    expect(shown.kpis.find((kpi) => kpi.code === 'CL_SAMPLE_REJECTION')?.value).toBe(2);
  });

  it('serves a text saved through one process from both', async () => {
    const translator = await signIn(a, 'translator@demo.example');
    const previous = await servedThaiToggle(b);
    expect(await servedThaiToggle(a)).toBe(previous);
    const translation = `แก้ไขคำแปล ${hex()}`;
    const saved = await a.call(
      'updateTranslationByLanguageKey',
      {
        updatedTranslation: [
          { langId: 'th', translateKey: 'header.translateToggle', translation, previous: String(previous) },
        ],
        confirmWarnings: true,
      },
      translator,
    );
    expect(dataOf(saved)).toMatchObject({ status: 'Updated' });
    for (const server of [b, a])
      expect(
        await eventually(
          () => servedThaiToggle(server),
          (text) => text === translation,
        ),
      ).toBe(translation);
  });

  it("B's two workers both answer on its one port, a worker that dies is replaced, and SIGTERM stops them all", async () => {
    /** The processes that answered `count` requests, each on a connection of its own (from the request log). */
    const answering = async (count: number) => {
      const from = b.output().length;
      for (let i = 0; i < count; i += 1) expect(await getStatus(`${b.origin}/geo/country`)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const pids = b
        .output()
        .slice(from)
        .split('\n')
        .filter((line) => line.includes('"request completed"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
      return new Set(pids);
    };
    const workers = [...(await answering(8))];
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(b.pid);
    expect(banners()).toBe(1);
    expect(b.output()).toContain('PostgreSQL (DATABASE_URL), 2 processes)');

    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    const replaced = `worker process ${killed} stopped (SIGKILL); starting another`;
    expect(
      await eventually(
        () => Promise.resolve(b.output()),
        (out) => out.includes(replaced),
      ),
    ).toContain(replaced);
    // Every request is answered while the replacement starts; then it answers its share.
    let now = await answering(4);
    const deadline = Date.now() + 90_000;
    while (now.size < 2 && Date.now() < deadline) now = await answering(4);
    expect(now.has(survivor)).toBe(true);
    expect(now.has(killed)).toBe(false);
    expect(now.size).toBe(2);

    expect(await b.stop()).toBe(0);
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow();
  }, 150_000);
});
