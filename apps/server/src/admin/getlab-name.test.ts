import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
let harbour: Awaited<ReturnType<typeof createLab>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  for (let i = 0; i < 12; i++)
    await createLab(t, staff.token, { nameOfInstuation: `Grid Lab ${String(i).padStart(2, '0')}`, status: 'P' });
  harbour = await createLab(t, staff.token, {
    nameOfInstuation: 'Harbour Lab_x',
    labNameInLocalLang: '港口实验室',
    labBranchName: 'Pier',
    countryCode: 'JP',
    state: 'Tokyo',
  });
  await t.createUser({ email: 'chief@harbour.example', labId: harbour.labId });
  await t.createUser({ email: 'second@harbour.example', labId: harbour.labId });
  const archived = await createLab(t, staff.token, { nameOfInstuation: 'Grid Lab archived' });
  await t.db.update(labs).set({ archivedAt: new Date() }).where(eq(labs.id, archived.labId));
});
afterAll(() => t.close());

const search = async (payload: PayloadOf<'getlabName'>) =>
  dataOf(await t.call('getlabName', payload, { token: staff.token }));

describe('getlabName', () => {
  it('lists ten labs a page by name, clamps the page, and never lists archived labs', async () => {
    const first = await search({ searchLab: 'grid' });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.items.map((i) => i.labName)).toEqual(Array.from({ length: 10 }, (_, i) => `Grid Lab 0${i}`));
    expect(await search({ searchLab: 'grid', page: 40 })).toMatchObject({ page: 2, items: { length: 2 } });
    expect((await search({ searchLab: 'grid', page: -1 })).page).toBe(1);
    expect(await search({ searchLab: 'no such lab', page: 3 })).toMatchObject({ total: 0, page: 1, pageCount: 1 });
  });

  it('finds a lab by local name, branch, code, a user e-mail; % and _ are letters', async () => {
    for (const text of ['港口', 'pier', harbour.labCode?.toLowerCase() ?? '', 'CHIEF@harbour', 'b_x', '_'])
      expect((await search({ searchLab: text })).items.map((i) => i.labId)).toEqual([harbour.labId]);
    expect((await search({ searchLab: '%' })).total).toBe(0);
  });

  it('filters by country and status, and counts users', async () => {
    const [row] = (await search({ countryCodes: ['JP'] })).items;
    expect(row).toEqual({
      labId: harbour.labId,
      labName: 'Harbour Lab_x',
      labNameInLocalLang: '港口实验室',
      labBranchName: 'Pier',
      labCode: harbour.labCode,
      countryCode: 'JP',
      state: 'Tokyo',
      status: 'A',
      users: 2,
    });
    expect((await search({ status: 'P' })).total).toBe(12);
    expect((await search({ status: 'A', countryCodes: ['TH'], searchLab: 'grid' })).total).toBe(0);
  });

  it('takes several countries: labs of any of them; an empty list is every country', async () => {
    const japan = (await search({ countryCodes: ['JP'] })).total;
    const thailand = (await search({ countryCodes: ['TH'] })).total;
    expect(thailand).toBeGreaterThanOrEqual(12);
    expect((await search({ countryCodes: ['JP', 'TH'] })).total).toBe(japan + thailand);
    expect((await search({ countryCodes: ['JP', 'TH'], searchLab: 'lab_' })).items.map((i) => i.labId)).toEqual([
      harbour.labId,
    ]);
    expect((await search({ countryCodes: ['KR', 'JP'] })).items.map((i) => i.labId)).toEqual([harbour.labId]);
    expect((await search({ countryCodes: [] })).total).toBe((await search({})).total);
  });

  it('refuses an unknown country as a field error named by its place', async () => {
    const odd = await t.callRaw('getlabName', { countryCodes: ['JP', 'XX'] }, { token: staff.token });
    expect(odd.status).toBe(400);
    expect(errorOf(odd).fields?.map((f) => f.field)).toEqual(['countryCodes.1']);
  });
});
