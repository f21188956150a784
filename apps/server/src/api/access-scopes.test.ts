import { accessKind } from '@labbench/contract';
import type { AccessKind, RequestDefinition } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORBIDDEN, createPersonas, walkEveryRequest } from '../test/access-walk.ts';
import type { PayloadBuilders, Personas } from '../test/access-walk.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import type { ApiRegistry } from './handler.ts';

const anyPayload = z.object({}).nullish();
const ok = z.object({ ok: z.literal(true) });
const named = z.object({ named: z.string() });

/**
 * One test request per kind of access, named after it (the contract has no lab-scoped request yet). A kind of access
 * added to the contract without its request here does not compile. The lab code's schema writes it in capitals, as a
 * lab code field of the contract would.
 */
const definitions = {
  public: { payload: anyPayload, response: ok, access: 'public' },
  user: { payload: anyPayload, response: ok, access: 'user' },
  internal: { payload: anyPayload, response: ok, access: 'internal' },
  fullAccess: { payload: anyPayload, response: ok, access: 'fullAccess' },
  labMember: { payload: anyPayload, response: ok, access: 'labMember' },
  labless: { payload: anyPayload, response: ok, access: 'labless' },
  contentReader: { payload: anyPayload, response: ok, access: 'contentReader' },
  translator: { payload: anyPayload, response: ok, access: 'translator' },
  labCode: {
    payload: z.object({ lab_code: z.string().trim().toUpperCase().max(20) }),
    response: named,
    access: { labCode: 'lab_code' },
  },
  labId: { payload: z.object({ labId: z.uuid() }), response: named, access: { labId: 'labId' } },
} as const satisfies Record<AccessKind, RequestDefinition>;

const answerOk = () => ({ data: { ok: true as const } });
const registry: ApiRegistry<typeof definitions> = {
  definitions,
  handlers: {
    public: answerOk,
    user: answerOk,
    internal: answerOk,
    fullAccess: answerOk,
    labMember: answerOk,
    labless: answerOk,
    contentReader: answerOk,
    translator: answerOk,
    labCode: (payload) => ({ data: { named: payload.lab_code } }),
    labId: (payload) => ({ data: { named: payload.labId } }),
  },
};

const none = () => ({});
const payloads: PayloadBuilders<typeof definitions> = {
  public: none,
  user: none,
  internal: none,
  fullAccess: none,
  labMember: none,
  labless: none,
  contentReader: none,
  translator: none,
  labCode: ({ lab }) => ({ lab_code: lab.code }),
  labId: ({ lab }) => ({ labId: lab.id }),
};

let t: TestApp;
let personas: Personas;
beforeAll(async () => {
  t = await createTestApp({ registry });
  personas = await createPersonas(t);
});
afterAll(() => t.close());

describe('every kind of access, on test requests', () => {
  it('has one request per kind, named after it', () => {
    for (const [name, definition] of Object.entries(definitions)) expect(accessKind(definition.access)).toBe(name);
  });

  walkEveryRequest(() => ({ t, personas }), definitions, payloads);
});

describe('a lab named in the payload', () => {
  const labCodeOf = (code: string) => () => ({ lab_code: code });

  it("tells a lab member nothing of another lab: the same 403 for another lab's code and for no lab's", async () => {
    const other = await personas.call(t, 'labUserA', 'labCode', labCodeOf(personas.labB.code));
    const nowhere = await personas.call(t, 'labUserA', 'labCode', labCodeOf(personas.noSuchLab.code));
    expect(other.status).toBe(403);
    expect(other.body).toEqual(FORBIDDEN);
    expect(nowhere.status).toBe(other.status);
    expect(nowhere.body).toEqual(other.body);
  });

  it('admits internal staff for any lab, even one that does not exist: the handler answers', async () => {
    const result = await personas.call(t, 'internal', 'labCode', labCodeOf(personas.noSuchLab.code));
    expect(dataOf(result)).toEqual({ named: personas.noSuchLab.code });
  });

  it("reads the field as its schema parsed it: the member's own code in lower case with spaces is their lab", async () => {
    const result = await personas.call(t, 'labUserA', 'labCode', labCodeOf(` ${personas.labA.code.toLowerCase()} `));
    expect(dataOf(result)).toEqual({ named: personas.labA.code });
  });

  it('checks the payload first: a field that fails its schema is 400, from any signed-in caller', async () => {
    for (const persona of ['labUserA', 'labUserB', 'contentReader'] as const) {
      const result = await personas.call(t, persona, 'labId', () => ({ labId: 'not-a-lab-id' }));
      expect(result.status, persona).toBe(400);
      expect(errorOf(result).fields).toEqual([{ field: 'labId', message: 'errors.validation.invalid_format' }]);
    }
  });

  it('asks for a sign-in before anything else', async () => {
    const result = await personas.call(t, 'anonymous', 'labId', () => ({ labId: 'not-a-lab-id' }));
    expect(result.status).toBe(401);
  });
});
