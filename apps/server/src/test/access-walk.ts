import { randomUUID } from 'node:crypto';
import { accessKind, labScopeOf } from '@labbench/contract';
import type { AccessKind, RequestDefinition } from '@labbench/contract';
import { expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';
import type { CallResult, TestApp } from './test-app.ts';

/**
 * Who calls: nobody signed in, a member of lab A, of lab B, a content reader, staff, a user still without a lab, and a
 * member of lab A with permission LT (the translation tool).
 */
export const PERSONAS = [
  'anonymous',
  'labUserA',
  'labUserB',
  'contentReader',
  'internal',
  'withoutLab',
  'translator',
] as const;
export type Persona = (typeof PERSONAS)[number];

const A = 'admitted';
type Outcome = typeof A | 401 | 403;

/**
 * What each kind of access answers each persona, written out rather than derived, so the dispatcher is checked
 * against it; a new kind of access does not compile without its row. A lab scope's payload names lab A.
 */
export const EXPECTED: Record<AccessKind, Record<Persona, Outcome>> = {
  public: { anonymous: A, labUserA: A, labUserB: A, contentReader: A, internal: A, withoutLab: A, translator: A },
  user: { anonymous: 401, labUserA: A, labUserB: A, contentReader: A, internal: A, withoutLab: A, translator: A },
  internal: {
    anonymous: 401,
    labUserA: 403,
    labUserB: 403,
    contentReader: 403,
    internal: A,
    withoutLab: 403,
    translator: 403,
  },
  fullAccess: {
    anonymous: 401,
    labUserA: A,
    labUserB: A,
    contentReader: 403,
    internal: A,
    withoutLab: A,
    translator: A,
  },
  labMember: {
    anonymous: 401,
    labUserA: A,
    labUserB: A,
    contentReader: 403,
    internal: 403,
    withoutLab: 403,
    translator: A,
  },
  labless: {
    anonymous: 401,
    labUserA: 403,
    labUserB: 403,
    contentReader: 403,
    internal: 403,
    withoutLab: A,
    translator: 403,
  },
  contentReader: {
    anonymous: 401,
    labUserA: 403,
    labUserB: 403,
    contentReader: A,
    internal: 403,
    withoutLab: 403,
    translator: 403,
  },
  labCode: {
    anonymous: 401,
    labUserA: A,
    labUserB: 403,
    contentReader: 403,
    internal: A,
    withoutLab: 403,
    translator: A,
  },
  translator: {
    anonymous: 401,
    labUserA: 403,
    labUserB: 403,
    contentReader: 403,
    internal: 403,
    withoutLab: 403,
    translator: A,
  },
  labId: {
    anonymous: 401,
    labUserA: A,
    labUserB: 403,
    contentReader: 403,
    internal: A,
    withoutLab: 403,
    translator: A,
  },
};

/** A lab a payload can name. */
export interface NamedLab {
  id: string;
  code: string;
}

/** What a payload is built from: the caller's own fresh account, and the lab a lab-scoped payload names. */
export interface PayloadContext {
  userId: string;
  email: string;
  password: string;
  lab: NamedLab;
}

export type PayloadBuilders<Defs> = { [N in keyof Defs]: (ctx: PayloadContext) => unknown };

export const FORBIDDEN = { data: { error: { code: 'forbidden', message: 'errors.forbidden' } } };
const SIGN_IN_NEEDED = { data: { error: { code: 106, message: 'errors.sessionExpired' } } };

/** Labs A and B, and a fresh account for each call, so a call that signs out or deletes spoils no other. */
export interface Personas {
  labA: NamedLab;
  labB: NamedLab;
  /** A lab nobody has: a code and an id that are in no row. */
  noSuchLab: NamedLab;
  /** Calls `name` as `persona` with the payload `build` makes for a fresh account of that persona. */
  call(
    t: TestApp,
    persona: Persona,
    name: string,
    build: (ctx: PayloadContext) => unknown,
    lab?: NamedLab,
  ): Promise<CallResult<unknown> & { payload: unknown; ctx: PayloadContext }>;
}

let addresses = 0;

async function insertLab(t: TestApp, name: string): Promise<NamedLab> {
  const code = newLabCode();
  const [row] = await t.db
    .insert(labs)
    .values({ name, labCode: code, countryCode: 'TH', state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  if (!row) throw new Error('lab not created');
  return { id: row.id, code };
}

export async function createPersonas(t: TestApp): Promise<Personas> {
  const labA = await insertLab(t, 'Lab A');
  const labB = await insertLab(t, 'Lab B');
  const accountOf: Record<Persona, () => ReturnType<TestApp['createUser']>> = {
    anonymous: () => t.createUser(),
    labUserA: () => t.createUser({ labId: labA.id }),
    labUserB: () => t.createUser({ labId: labB.id }),
    contentReader: () => t.createUser({ userType: 'contentreader' }),
    internal: () => t.createUser({ userType: 'internal' }),
    withoutLab: () => t.createUser({ preregisterUser: true, preRegStatus: 'incomplete' }),
    translator: () => t.createUser({ labId: labA.id, permissions: ['LT'] }),
  };
  return {
    labA,
    labB,
    noSuchLab: { id: randomUUID(), code: newLabCode() },
    async call(app, persona, name, build, lab = labA) {
      const account = await accountOf[persona]();
      const ctx = { userId: account.id, email: account.email, password: account.password, lab };
      const payload = build(ctx);
      const token = persona === 'anonymous' ? undefined : await app.tokenFor(account.email);
      // A client address per call: the walk is not about throttling.
      const remoteAddress = `10.88.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
      return { ...(await app.callRaw(name, payload, { token, remoteAddress })), payload, ctx };
    },
  };
}

/**
 * One test per request and persona: the answer is the one the request's declared access gives that persona. A
 * refusal is 401 or 403 with its exact body; admitted is anything else (the handler may still answer a business
 * error). For a lab scope, lab A's member naming lab B, or a lab that does not exist, gets the same 403.
 */
export function walkEveryRequest<Defs extends Record<string, RequestDefinition>>(
  app: () => { t: TestApp; personas: Personas },
  definitions: Defs,
  payloads: PayloadBuilders<Defs>,
): void {
  const cases = Object.keys(definitions).flatMap((name) => PERSONAS.map((persona) => ({ name, persona })));

  it.each(cases)('$name as $persona', async ({ name, persona }) => {
    const { t, personas } = app();
    const definition = definitions[name];
    const build = payloads[name];
    if (!definition || !build) throw new Error(`no definition or payload for ${name}`);
    const expected = EXPECTED[accessKind(definition.access)][persona];

    const result = await personas.call(t, persona, name, build);
    expect(definition.payload.safeParse(result.payload).success, `the payload of ${name} is valid`).toBe(true);
    if (expected === A) expect([401, 403], JSON.stringify(result.body)).not.toContain(result.status);
    else {
      expect(result.status).toBe(expected);
      expect(result.body).toEqual(expected === 401 ? SIGN_IN_NEEDED : FORBIDDEN);
    }

    const scope = labScopeOf(definition.access);
    if (!scope || persona !== 'labUserA') return;
    const named = (lab: NamedLab) => (scope.kind === 'labCode' ? lab.code : lab.id);
    expect((result.payload as Record<string, unknown>)[scope.field], `${name} names the lab given`).toBe(
      named(personas.labA),
    );
    for (const lab of [personas.labB, personas.noSuchLab]) {
      const refused = await personas.call(t, persona, name, build, lab);
      expect((refused.payload as Record<string, unknown>)[scope.field]).toBe(named(lab));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
    }
  });
}
