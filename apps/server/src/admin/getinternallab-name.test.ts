import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { LAB_PICKER_LIMIT } from './getinternallab-name.ts';
import { createLab, staffSession } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await staffSession(t)).token;
  await t.db.insert(labs).values(
    Array.from({ length: LAB_PICKER_LIMIT + 1 }, (_, i) => ({
      name: `Kiwi Lab ${String(i).padStart(2, '0')}`,
      labCode: `KIWI-${i}`,
      countryCode: 'NZ',
      state: 'Auckland',
    })),
  );
  const archived = await createLab(t, token, { nameOfInstuation: 'Aardvark Lab', countryCode: 'NZ' });
  await t.db.update(labs).set({ archivedAt: new Date() }).where(eq(labs.id, archived.labId));
  await createLab(t, token, { nameOfInstuation: 'Aardvark Lab', countryCode: 'AU' });
});
afterAll(() => t.close());

describe('getinternallabName', () => {
  it("lists a country's live labs by name, at most 50, and says when there are more", async () => {
    const all = dataOf(await t.call('getinternallabName', { labCountryCode: 'nz' }, { token }));
    expect(all.labs).toHaveLength(LAB_PICKER_LIMIT);
    expect(all.more).toBe(true);
    expect(all.labs[0]).toMatchObject({ labName: 'Kiwi Lab 00', labBranchName: null, labCode: 'KIWI-0' });
    const narrowed = dataOf(await t.call('getinternallabName', { labCountryCode: 'NZ', search: 'kiwi-50' }, { token }));
    expect(narrowed).toEqual({ labs: [expect.objectContaining({ labCode: 'KIWI-50' })], more: false });
  });
});
