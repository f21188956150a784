import { V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { sessionOf, userRow } from './test-fixtures.ts';
import { labStep } from './test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('labRegistationFullAccess', () => {
  it('gives a full-site user without a lab a pending lab, once', async () => {
    const user = await sessionOf(t, { userType: 'external', preRegStatus: 'incomplete' });
    const step = labStep({ nameOfInstuation: 'Second Lab', labBranchName: '  ', countryCode: 'th' });
    expect(dataOf(await t.call('labRegistationFullAccess', step, { token: user.token }))).toEqual({
      status: 'Registered',
    });
    const row = await userRow(t, user.id);
    expect(row?.userType).toBe('external');
    const [lab] = await t.db
      .select()
      .from(labs)
      .where(eq(labs.id, row?.labId ?? ''));
    expect(lab).toMatchObject({ name: 'Second Lab', branch: null, countryCode: 'TH', status: 'P' });

    const again = await t.call('labRegistationFullAccess', labStep(), { token: user.token });
    expect(again.status).toBe(403);
  });

  it('keeps a distributor a distributor', async () => {
    const distributor = await sessionOf(t, { userType: 'distributor' });
    dataOf(await t.call('labRegistationFullAccess', labStep(), { token: distributor.token }));
    expect((await userRow(t, distributor.id))?.userType).toBe('distributor');
  });

  it('refuses users with a lab, content readers and staff', async () => {
    for (const email of ['lab@demo.example', 'reader@demo.example', 'staff@demo.example']) {
      const result = await t.call('labRegistationFullAccess', labStep(), { token: await t.tokenFor(email) });
      expect(result.status).toBe(403);
    }
  });

  it('refuses a lab name that breaks the §5 rules and a country outside the list', async () => {
    const user = await sessionOf(t, { userType: 'external' });
    const bad = await t.call('labRegistationFullAccess', labStep({ nameOfInstuation: 'Lab <1>' }), {
      token: user.token,
    });
    expect(errorOf(bad).fields).toEqual([{ field: 'nameOfInstuation', message: V.institutionInvalid }]);
    const worldwide = await t.call('labRegistationFullAccess', labStep({ countryCode: 'WWB' }), { token: user.token });
    expect(errorOf(worldwide).fields).toEqual([{ field: 'countryCode', message: V.countryRequired }]);
    expect((await userRow(t, user.id))?.labId).toBeNull();
  });

  it('gives two submits at once one lab', async () => {
    const user = await sessionOf(t, { userType: 'external' });
    const before = (await t.db.select({ id: labs.id }).from(labs)).length;
    const results = await Promise.all(
      [1, 2].map(() => t.call('labRegistationFullAccess', labStep(), { token: user.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect((await t.db.select({ id: labs.id }).from(labs)).length).toBe(before + 1);
  });
});
