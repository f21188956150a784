import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labScopeOf } from './access.ts';
import { define } from './request-definition.ts';

const payload = z.object({ lab_code: z.string(), size: z.number(), note: z.string().optional() });
const response = z.object({});

describe('a lab scope in a request definition', () => {
  it('names a field of the payload that holds a string', () => {
    const definition = define({ payload, response, access: { labCode: 'lab_code' } });
    expect(labScopeOf(definition.access)).toEqual({ kind: 'labCode', field: 'lab_code' });
  });

  it('cannot name a field that is missing, may be absent, or holds no string (typecheck)', () => {
    // @ts-expect-error: no such field
    const missing = define({ payload, response, access: { labCode: 'labCode' } });
    // @ts-expect-error: an optional field may be absent
    const optional = define({ payload, response, access: { labId: 'note' } });
    // @ts-expect-error: a number is no lab
    const number = define({ payload, response, access: { labId: 'size' } });
    expect([missing, optional, number].map((d) => labScopeOf(d.access)?.field)).toEqual(['labCode', 'note', 'size']);
  });
});
