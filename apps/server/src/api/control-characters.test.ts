import { V, requests } from '@labbench/contract';
import type { RequestName } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('lab@demo.example');
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** A field that takes free text: a string that is not one of a closed list. */
function isFreeText(schema: JsonSchema): boolean {
  if (schema.anyOf) return schema.anyOf.some(isFreeText);
  return schema.type === 'string' && schema.enum === undefined && schema.const === undefined;
}

/** The free-text fields of a request's payload, read from its contract schema. */
function freeTextFields(name: RequestName): string[] {
  const schema = z.toJSONSchema(requests[name].payload, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = schema.anyOf?.find((s) => s.type === 'object') ?? schema;
  return Object.entries(object.properties ?? {})
    .filter(([, field]) => isFreeText(field))
    .map(([field]) => field)
    .filter((field) => field !== 'RequesterUserId'); // the dispatcher drops it before the schema sees it
}

const cases = (Object.keys(requests) as RequestName[]).flatMap((name) =>
  freeTextFields(name).map((field) => [name, field] as const),
);

describe('a NUL character in any text field', () => {
  it('finds text fields in the requests that take them', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases).toContainEqual(['updateUserProfilenew', 'departmentName']);
  });

  it.each(cases)('%s.%s is refused with 400 and a field error, never a 500', async (name, field) => {
    const result = await t.callRaw(name, { [field]: 'a\u0000b@demo.example' }, { token });
    expect(result.status).toBe(400);
    const error = errorOf(result);
    expect(error.code).toBe('invalid_payload');
    expect(error.fields).toContainEqual({ field, message: V.controlCharacters });
  });
});

describe('the reported cases, otherwise valid', () => {
  it('checkEmailIdAlreadyExist with a NUL in the address', async () => {
    const result = await t.call('checkEmailIdAlreadyExist', { email: 'a\u0000b@demo.example' });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toContainEqual({ field: 'email', message: V.controlCharacters });
  });

  it('updateUserProfilenew with a NUL in departmentName', async () => {
    const profile = {
      firstName: 'Nina',
      lastName: 'Novak',
      jobTitle: 'Laboratory Director',
      instituteName: 'New Lab',
      departmentName: 'Haem\u0000atology',
      address: 'Chiang Mai',
      country: 'TH',
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
    } as const;
    const result = await t.call('updateUserProfilenew', profile, { token });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual([{ field: 'departmentName', message: V.controlCharacters }]);
  });
});
