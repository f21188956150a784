import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { DEMO_LAB } from '../db/demo-accounts.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const viewEntries = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'viewAsLab.started'));

describe('startViewAsLab', () => {
  it("answers the lab's name and code and records who started viewing it", async () => {
    const result = dataOf(await t.call('startViewAsLab', { labCode: DEMO_LAB.labCode }, { token: staff }));
    expect(result).toMatchObject({ labCode: DEMO_LAB.labCode, labName: DEMO_LAB.name });
    expect(result.labId).toMatch(/^[0-9a-f-]{36}$/);
    const entries = await viewEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'staff@demo.example',
      targetType: 'lab',
      targetId: result.labId,
      targetLabel: DEMO_LAB.name,
      labId: result.labId,
      labCode: DEMO_LAB.labCode,
    });
    expect(entries[0]?.actorId).not.toBeNull();
    // And staff read it back on the audit page.
    const log = dataOf(await t.call('getAuditLog', { page: 1, actions: ['viewAsLab.started'] }, { token: staff }));
    expect(log.entries.map((e) => [e.actorEmail, e.labName])).toEqual([['staff@demo.example', DEMO_LAB.name]]);
  });

  it('answers an unknown lab code with a message and records nothing', async () => {
    const result = await t.call('startViewAsLab', { labCode: 'NO-SUCH-LAB' }, { token: staff });
    expect(result.status).toBe(404);
    expect(errorOf(result).message).toBe('errors.unknownLabCode');
    expect(await viewEntries()).toHaveLength(1);
  });

  it('is refused to a member of the lab itself, and records nothing', async () => {
    const [lab] = await t.db.select({ labId: auditLog.labId }).from(auditLog).limit(1);
    const member = await t.createUser({ labId: lab?.labId ?? null });
    const result = await t.call(
      'startViewAsLab',
      { labCode: DEMO_LAB.labCode },
      { token: await t.tokenFor(member.email) },
    );
    expect(result.status).toBe(403);
    expect(await viewEntries()).toHaveLength(1);
  });
});
