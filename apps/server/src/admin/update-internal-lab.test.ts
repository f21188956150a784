import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { auditOf, createLab, newLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
});
afterAll(() => t.close());

const labRow = async (id: string) => (await t.db.select().from(labs).where(eq(labs.id, id)))[0];

describe('updateInternalLab', () => {
  it('creates a lab with a generated code and the status chosen, with its audit entry', async () => {
    const created = await createLab(t, staff.token);
    expect(created).toMatchObject({ status: 'Created', version: 1 });
    expect(created.labCode).toMatch(/^LAB-[A-Z2-7]{8}$/);
    expect(await labRow(created.labId)).toMatchObject({
      name: 'Riverside Laboratory',
      nameLocal: 'ห้องปฏิบัติการริมน้ำ',
      branch: 'North',
      department: 'Chemistry',
      address: '1 River Road',
      state: 'Bangkok',
      countryCode: 'TH',
      status: 'A',
    });
    const [entry] = await auditOf(t, created.labId);
    expect(entry).toMatchObject({ action: 'lab.created', actorId: staff.id, labCode: created.labCode, before: null });
    expect(entry?.after).toMatchObject({ nameOfInstuation: 'Riverside Laboratory', status: 'A' });
  });

  it('takes a given code in capitals, and refuses one another lab has, on the field', async () => {
    const given = await createLab(t, staff.token, { labCode: 'river-01', status: 'P' });
    expect(given.labCode).toBe('RIVER-01');
    const taken = await t.call('updateInternalLab', newLab({ labCode: 'RIVER-01' }), { token: staff.token });
    expect(taken.status).toBe(400);
    expect(errorOf(taken)).toMatchObject({
      code: 'lab_code_taken',
      fields: [{ field: 'labCode', message: 'admin.errors.labCodeTaken' }],
    });
    const badFormat = await t.call('updateInternalLab', newLab({ labCode: 'a b' }), { token: staff.token });
    expect(errorOf(badFormat).fields?.[0]?.field).toBe('labCode');
  });

  it('updates a lab based on its version and records what changed, before and after', async () => {
    const created = await createLab(t, staff.token);
    const saved = dataOf(
      await t.call(
        'updateInternalLab',
        newLab({ labId: created.labId, version: 1, nameOfInstuation: 'Riverside Lab', status: 'P', address: '' }),
        { token: staff.token },
      ),
    );
    expect(saved).toMatchObject({ status: 'Updated', version: 2, labCode: created.labCode });
    expect(await labRow(created.labId)).toMatchObject({ name: 'Riverside Lab', status: 'P', address: null });
    const entries = await auditOf(t, created.labId);
    expect(entries.map((e) => e.action)).toEqual(['lab.created', 'lab.updated']);
    expect(entries[1]?.before).toEqual({
      nameOfInstuation: 'Riverside Laboratory',
      address: '1 River Road',
      status: 'A',
    });
    expect(entries[1]?.after).toEqual({ nameOfInstuation: 'Riverside Lab', address: null, status: 'P' });
  });

  it('refuses a save based on an older version (D58) and changes nothing', async () => {
    const created = await createLab(t, staff.token);
    const first = newLab({ labId: created.labId, version: 1, state: 'Chiang Mai' });
    dataOf(await t.call('updateInternalLab', first, { token: staff.token }));
    const late = await t.call('updateInternalLab', newLab({ labId: created.labId, version: 1, state: 'Phuket' }), {
      token: staff.token,
    });
    expect(late.status).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'record_changed', message: 'admin.errors.recordChanged' });
    expect(await labRow(created.labId)).toMatchObject({ state: 'Chiang Mai', version: 2 });
    expect((await auditOf(t, created.labId)).map((e) => e.action)).toEqual(['lab.created', 'lab.updated']);
  });

  it('keeps the version when nothing changed, and keeps the code', async () => {
    const created = await createLab(t, staff.token);
    const same = dataOf(
      await t.call('updateInternalLab', newLab({ labId: created.labId, version: 1 }), { token: staff.token }),
    );
    expect(same.version).toBe(1);
    const recode = await t.call('updateInternalLab', newLab({ labId: created.labId, version: 1, labCode: 'OTHER' }), {
      token: staff.token,
    });
    expect(errorOf(recode)).toMatchObject({ code: 'lab_code_fixed' });
    expect((await auditOf(t, created.labId)).map((e) => e.action)).toEqual(['lab.created']);
  });

  it('refuses a country outside the list, a version missing, and an unknown lab', async () => {
    const worldwide = await t.call('updateInternalLab', newLab({ countryCode: 'WWB' }), { token: staff.token });
    expect(errorOf(worldwide).fields).toEqual([{ field: 'countryCode', message: 'validation.countryRequired' }]);
    const created = await createLab(t, staff.token);
    const noVersion = await t.call('updateInternalLab', newLab({ labId: created.labId }), { token: staff.token });
    expect(errorOf(noVersion).fields?.[0]?.field).toBe('version');
    const unknown = await t.call(
      'updateInternalLab',
      newLab({ labId: '00000000-0000-4000-8000-000000000001', version: 1 }),
      { token: staff.token },
    );
    expect(unknown.status).toBe(404);
  });
});
