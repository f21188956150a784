import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labs } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
let kept: { id: string; code: string };
let deleted: { id: string; code: string };

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));

/**
 * Twelve entries by two staff users, 1–12 March 2026 at noon UTC (entry n on day n): 1–8 by anna about the kept lab
 * (lab.updated), 9–10 by ben creating users, 11 by ben deleting a lab whose row is gone (its name kept in the label),
 * 12 by anna without a lab (export).
 */
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
  const anna = await t.createUser({
    userType: 'internal',
    email: 'anna@staff.example',
    givenName: 'Anna',
    familyName: 'A',
  });
  kept = await insertSurveyLab(t.db, 'Riverside Clinic');
  deleted = await insertSurveyLab(t.db, 'Hilltop Lab');
  const base = { actorId: anna.id, actorEmail: anna.email };
  await t.db.insert(auditLog).values([
    ...Array.from({ length: 8 }, (_, i) => ({
      ...base,
      at: at(i + 1),
      action: 'lab.updated',
      targetType: 'lab',
      targetId: kept.id,
      targetLabel: 'Riverside Clinic',
      labId: kept.id,
      labCode: kept.code,
      before: { name: `Name ${i}` },
      after: { name: `Name ${i + 1}` },
    })),
    ...[9, 10].map((day) => ({
      actorId: null,
      actorEmail: 'ben@staff.example',
      at: at(day),
      action: 'user.created',
      targetType: 'user',
      targetLabel: `user${day}@lab.example`,
      after: { email: `user${day}@lab.example` },
    })),
    {
      actorEmail: 'ben@staff.example',
      at: at(11),
      action: 'lab.deleted',
      targetType: 'lab',
      targetId: deleted.id,
      targetLabel: 'Hilltop Lab',
      labId: deleted.id,
      labCode: deleted.code,
      before: { name: 'Hilltop Lab' },
    },
    { ...base, at: at(12), action: 'export.downloaded', targetType: 'export', targetLabel: 'labs.csv' },
  ]);
  await t.db.delete(labs).where(eq(labs.id, deleted.id));
});
afterAll(() => t.close());

const read = async (payload: Partial<PayloadOf<'getAuditLog'>>) =>
  dataOf(await t.call('getAuditLog', { page: 1, ...payload }, { token: staff }));
const days = (entries: { at: string }[]) => entries.map((e) => new Date(e.at).getUTCDate());

describe('getAuditLog', () => {
  it('lists the newest first, ten a page, and clamps the page', async () => {
    const first = await read({});
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(days(first.entries)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(days((await read({ page: 2 })).entries)).toEqual([2, 1]);
    expect((await read({ page: 99 })).page).toBe(2);
    expect((await read({ page: -1 })).page).toBe(1);
  });

  it('gives who, what, the target, the lab and the values before and after', async () => {
    const [entry] = (await read({ from: at(8, 0).toISOString(), until: at(9, 0).toISOString() })).entries;
    expect(entry).toMatchObject({
      at: '2026-03-08T12:00:00.000Z',
      actorEmail: 'anna@staff.example',
      actorName: 'Anna A',
      action: 'lab.updated',
      targetType: 'lab',
      targetId: kept.id,
      targetLabel: 'Riverside Clinic',
      labCode: kept.code,
      labName: 'Riverside Clinic',
      before: { name: 'Name 7' },
      after: { name: 'Name 8' },
    });
    const [gone] = (await read({ actions: ['lab.deleted'] })).entries;
    expect(gone).toMatchObject({ actorName: '', labName: null, labCode: deleted.code, after: null });
  });

  it('filters by who, what, lab and time, together', async () => {
    expect((await read({ actor: 'BEN@' })).total).toBe(3);
    expect((await read({ actions: ['user.created'] })).total).toBe(2);
    expect((await read({ actor: 'ben', actions: ['user.created'] })).total).toBe(2);
    expect((await read({ actions: [] })).total).toBe(12);
    expect((await read({ lab: kept.code.toLowerCase() })).total).toBe(8);
    expect((await read({ lab: 'riverside' })).total).toBe(8);
    expect(days((await read({ lab: 'Hilltop' })).entries)).toEqual([11]);
    expect(days((await read({ from: at(10, 0).toISOString() })).entries)).toEqual([12, 11, 10]);
    expect(days((await read({ until: at(3, 0).toISOString() })).entries)).toEqual([2, 1]);
    // 5 March in Bangkok runs from 4 March 17:00 to 5 March 17:00 UTC.
    const bangkokDay = { from: '2026-03-05T00:00:00+07:00', until: '2026-03-06T00:00:00+07:00' };
    expect(days((await read(bangkokDay)).entries)).toEqual([5]);
    expect((await read({ actor: '%' })).total).toBe(0);
  });

  it('takes several actions at once: entries of any of them and of no other', async () => {
    const both = await read({ actions: ['user.created', 'lab.deleted'] });
    expect(both.total).toBe(3);
    expect(days(both.entries)).toEqual([11, 10, 9]);
    expect(new Set(both.entries.map((e) => e.action))).toEqual(new Set(['user.created', 'lab.deleted']));
  });

  it('refuses an unknown action or an odd date as a field error', async () => {
    const odd = await t.callRaw(
      'getAuditLog',
      { page: 1, actions: ['user.created', 'lab.burned'], from: '5 March' },
      { token: staff },
    );
    expect(odd.status).toBe(400);
    expect(
      errorOf(odd)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['actions.1', 'from']);
  });
});

describe('the audit trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an entry, whoever runs them', async () => {
    const refused = async (statement: Promise<unknown>) => {
      const error: unknown = await statement.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).cause ?? error)).toMatch(/audit_log is append-only/);
    };
    await refused(t.db.update(auditLog).set({ actorEmail: 'someone@else.example' }));
    await refused(t.db.delete(auditLog).where(eq(auditLog.action, 'lab.deleted')));
    await refused(t.db.execute('truncate audit_log'));
    const all = await read({});
    expect(all.total).toBe(12);
    expect(all.entries.every((e) => e.actorEmail !== 'someone@else.example')).toBe(true);
  });
});
