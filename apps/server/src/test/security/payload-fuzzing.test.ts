import { accessKind, requests } from '@labbench/contract';
import type { AccessKind, RequestName } from '@labbench/contract';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPayloads } from '../request-payloads.ts';
import { createTestApp } from '../test-app.ts';
import type { TestApp } from '../test-app.ts';
import { fuzzBodies, prototypePolluted } from './fuzz-bodies.ts';
import { REFUSED_CODES, countWrites, expectEnvelope, newCaller, renewCaller, send } from './fuzz-harness.ts';
import type { FuzzCaller, FuzzPersona } from './fuzz-harness.ts';

/**
 * Every request of the contract gets arbitrary and mutated payloads (fuzz-bodies.ts) through the real dispatcher,
 * as the caller its access admits, as a signed-in lab user, and as nobody: never a 5xx, never slower than a second,
 * always the envelope with no internal detail, nothing reaching Object.prototype, and not one write statement for a
 * payload refused before its handler (docs/security.md "Payload fuzzing").
 */
let t: TestApp;
let writes: () => Promise<string>;
/** What the server logged as an error (a fault's cause the answer hides), for the failure's message. */
let serverErrors = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    serverErrors += chunk.toString();
    done();
  },
});
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
  writes = await countWrites(t);
});
afterAll(() => t.close());

/** Who calls, first the caller the access admits (the handler runs for whatever its schema takes). */
const PERSONAS: Record<AccessKind, FuzzPersona[]> = {
  public: ['anonymous', 'labUser'],
  user: ['labUser', 'anonymous'],
  fullAccess: ['labUser', 'anonymous'],
  labMember: ['labUser', 'anonymous'],
  labCode: ['labUser', 'anonymous'],
  labId: ['labUser', 'anonymous'],
  translator: ['labUser', 'anonymous'],
  internal: ['staff', 'labUser', 'anonymous'],
  contentReader: ['contentReader', 'labUser', 'anonymous'],
  labless: ['withoutLab', 'labUser', 'anonymous'],
};

/** Runs per request and persona: the admitted caller most, nobody (refused before the body is read) least. */
const RUNS = { admitted: 16, signedIn: 8, anonymous: 4 };

const names = Object.keys(requests) as RequestName[];

describe('payload fuzzing of every request', () => {
  it.each(names)('%s', async (name) => {
    const definition = requests[name];
    const build = requestPayloads[name] as (ctx: FuzzCaller['ctx']) => unknown;
    const personas = PERSONAS[accessKind(definition.access)];
    for (const [index, persona] of personas.entries()) {
      let caller = await newCaller(t, persona);
      const valid = build(caller.ctx);
      const numRuns = index === 0 ? RUNS.admitted : persona === 'anonymous' ? RUNS.anonymous : RUNS.signedIn;
      await fc.assert(
        fc.asyncProperty(fuzzBodies(valid), async (body) => {
          const before = await writes();
          serverErrors = '';
          const answer = await send(t, name, caller, body);
          const code = expectEnvelope(`${name} as ${persona}`, answer, Boolean(definition.file), serverErrors);
          expect(prototypePolluted(), `${name}: Object.prototype after ${body.slice(0, 200)}`).toBe(false);
          if (code !== null && REFUSED_CODES.includes(code)) {
            expect(await writes(), `${name} as ${persona} wrote for a refused ${body.slice(0, 200)}`).toBe(before);
          } else {
            caller = await renewCaller(t, caller);
          }
        }),
        { numRuns, endOnFailure: true },
      );
    }
  });
});
