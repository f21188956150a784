import { requests } from '@labbench/contract';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPersonas, walkEveryRequest } from '../test/access-walk.ts';
import type { Personas } from '../test/access-walk.ts';
import { requestPayloads } from '../test/request-payloads.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let personas: Personas;
beforeAll(async () => {
  t = await createTestApp();
  personas = await createPersonas(t);
});
afterAll(() => t.close());

/** Every request of the contract, as every persona: the answer its declared access gives (D32). */
describe('the access every request of the contract declares', () => {
  walkEveryRequest(() => ({ t, personas }), requests, requestPayloads);
});
