import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { labs, users } from '../../db/schema/index.ts';
import { newLabCode } from '../../commands/lab-code.ts';
import type { PayloadContext } from '../access-walk.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Counts the write statements on every table of the test's own database that were committed (a statement trigger
 * adds a row, rolled back with its transaction), so a call can be shown to have stored nothing at all: far cheaper
 * than a checksum of the database, and per database, so other test files on the same PostgreSQL server do not
 * disturb it. A row per write, not one counter row: two transactions each writing would otherwise queue on that row,
 * a lock the app itself never takes, and could deadlock on it with a lock the app does take.
 */
export async function countWrites(t: TestApp): Promise<() => Promise<string>> {
  await t.db.execute(
    sql.raw(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO fuzz_writes DEFAULT VALUES; RETURN NULL; END $$`),
  );
  await t.db.execute(
    sql.raw(`DO $$ DECLARE t record; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
          FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write()', t.tablename);
      END LOOP; END $$`),
  );
  // Made after the triggers, so its own rows are not counted.
  await t.db.execute(sql.raw(`CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY)`));
  return async () => {
    const result = await t.db.execute(sql.raw(`SELECT count(*)::text AS n FROM fuzz_writes`));
    return JSON.stringify((result as { rows: unknown[] }).rows);
  };
}

export type FuzzPersona = 'anonymous' | 'labUser' | 'staff' | 'contentReader' | 'withoutLab';

/** A persona's own account and lab, and a live token; remade after a call that may have ended either. */
export interface FuzzCaller {
  persona: FuzzPersona;
  ctx: PayloadContext;
  token: string | undefined;
}

/** The account fields of each persona; a lab user may also translate, so every lab request reaches its handler. */
function accountOf(persona: FuzzPersona, labId: string): Partial<typeof users.$inferInsert> {
  const accounts: Record<FuzzPersona, Partial<typeof users.$inferInsert>> = {
    anonymous: {},
    labUser: { labId, userType: 'external', permissions: ['LT'] },
    staff: { labId: null, userType: 'internal', permissions: [] },
    contentReader: { labId: null, userType: 'contentreader', permissions: [] },
    withoutLab: {
      labId: null,
      userType: 'external',
      permissions: [],
      preregisterUser: true,
      preRegStatus: 'incomplete',
    },
  };
  return accounts[persona];
}

export async function newCaller(t: TestApp, persona: FuzzPersona): Promise<FuzzCaller> {
  const code = newLabCode();
  const [lab] = await t.db
    .insert(labs)
    .values({ name: `Fuzz ${code}`, labCode: code, countryCode: 'TH', state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  if (!lab) throw new Error('lab not created');
  const account = await t.createUser(accountOf(persona, lab.id));
  const ctx = { userId: account.id, email: account.email, password: account.password, lab: { id: lab.id, code } };
  return { persona, ctx, token: persona === 'anonymous' ? undefined : await t.tokenFor(account.email) };
}

/**
 * The same caller again after a call whose handler ran: it may have signed out, changed the account or deleted it.
 * The account is put back as the persona has it (a new one with the same address if it is gone), with a new token.
 */
export async function renewCaller(t: TestApp, caller: FuzzCaller): Promise<FuzzCaller> {
  if (caller.persona === 'anonymous') return caller;
  const { ctx } = caller;
  const account = accountOf(caller.persona, ctx.lab.id);
  const [kept] = await t.db.update(users).set(account).where(eq(users.email, ctx.email)).returning({ id: users.id });
  const userId = kept?.id ?? (await t.createUser({ ...account, email: ctx.email, password: ctx.password })).id;
  return { ...caller, ctx: { ...ctx, userId }, token: await t.tokenFor(ctx.email) };
}

export interface FuzzAnswer {
  status: number;
  ms: number;
  contentType: string;
  body: string;
}

let addresses = 0;

export async function send(t: TestApp, name: string, caller: FuzzCaller, body: string): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', [XSRF_HEADER]: t.xsrf };
  if (caller.token) headers[TOKEN_HEADER] = caller.token;
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api?request=${encodeURIComponent(name)}`,
    headers,
    cookies: { [XSRF_COOKIE]: t.xsrf },
    payload: body,
    // A client address per call: sign-in throttles are not what this is about.
    remoteAddress: `10.77.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`,
  });
  return {
    status: response.statusCode,
    ms: performance.now() - started,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/** An i18n key: what an error's message and field messages are, never prose, a path or a trace. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
/** What a leaked internal looks like: a stack frame, a file of ours, a driver's or zod's own words. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node:internal|node_modules|\/apps\/server\/|\.ts:\d+|ZodError|TypeError|RangeError|SyntaxError|PostgresError|violates|duplicate key|relation "|syntax error at/;

/** The codes of a call refused before its handler ran: nothing it sent may have been written. */
export const REFUSED_CODES: readonly (string | number)[] = [
  'invalid_json',
  'invalid_payload',
  'payload_too_large',
  'forbidden',
  106,
];

/**
 * The answer's shape: never a fault (500), within a second, JSON (a file request's success excepted), exactly the envelope,
 * an error made of a code and message keys with no internal detail. Answers the error code, if any. `serverLog`, what
 * the server logged as an error for the call, goes into the failure's message: a fault's answer rightly hides it.
 */
export function expectEnvelope(
  name: string,
  answer: FuzzAnswer,
  isFile: boolean,
  serverLog: string,
): string | number | null {
  const said = `${name} answered ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.body.slice(0, 300)}${serverLog ? `\nthe server logged: ${serverLog.slice(0, 2000)}` : ''}`;
  // 5xx only as a named, expected state (a report with no browser on this server, 503); never a fault (500).
  expect(answer.status < 500 || answer.status === 503, said).toBe(true);
  expect(answer.ms, said).toBeLessThan(1000);
  if (isFile && answer.status === 200) return null;
  expect(answer.contentType, said).toBe('application/json; charset=utf-8');
  const envelope = JSON.parse(answer.body) as Record<string, unknown>;
  expect(
    Object.keys(envelope).filter((key) => key !== 'data' && key !== 'token'),
    said,
  ).toEqual([]);
  expect('data' in envelope, said).toBe(true);
  const data = envelope.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const { error } = data as { error: Record<string, unknown> };
  // guestUser: the lab a 103 names, as the contract's error envelope declares it (§8 103, D140).
  const { code, message, fields, userId, guestUser, ...rest } = error;
  expect(rest, said).toEqual({});
  expect(guestUser === undefined || code === 103, said).toBe(true);
  expect(typeof code === 'string' || typeof code === 'number', said).toBe(true);
  expect(message, said).toMatch(MESSAGE_KEY);
  expect(userId === undefined || typeof userId === 'string', said).toBe(true);
  for (const { field, message: fieldMessage, ...other } of (fields as Record<string, unknown>[] | undefined) ?? []) {
    expect({ other, field: typeof field }, said).toEqual({ other: {}, field: 'string' });
    expect(fieldMessage, said).toMatch(MESSAGE_KEY);
  }
  expect(INTERNALS.test(JSON.stringify({ code, message })), said).toBe(false);
  expect(code, said).not.toBe('internal_error');
  return code as string | number;
}
