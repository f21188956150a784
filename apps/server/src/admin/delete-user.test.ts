import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers, users } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';
import { auditOf, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  staff = await staffSession(t);
});
afterAll(() => t.close());

describe('deleteUser', () => {
  it('deletes the account; its sessions answer 401 at once; its answers stay; audit user.deleted', async () => {
    const lab = await insertSurveyLab(t.db);
    const user = await t.createUser({ labId: lab.id });
    const tokens = [await t.tokenFor(user.email), await t.tokenFor(user.email)];
    const responseId = await insertSurveyResponse(t.db, { labId: lab.id, answeredBy: user.id });
    expect(dataOf(await t.call('getSession', {}, { token: tokens[0] }))).toBeTruthy();

    const deleted = dataOf(await t.call('deleteUser', { emailId: user.email, version: 1 }, { token: staff.token }));
    expect(deleted).toEqual({ status: 'Deleted', sessions: 2 });
    for (const token of tokens) {
      const after = await t.call('getSession', {}, { token });
      expect(after.status).toBe(401);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const answers = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, responseId));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.answeredBy === null)).toBe(true);
    const [entry] = await auditOf(t, user.id);
    expect(entry).toMatchObject({
      action: 'user.deleted',
      labId: lab.id,
      labCode: lab.code,
      before: { email: user.email, sessions: 2 },
    });
  });

  it('refuses an older version, the caller themselves, and an unknown address', async () => {
    const user = await t.createUser();
    await t.db.update(users).set({ version: 2 }).where(eq(users.id, user.id));
    expect((await t.call('deleteUser', { emailId: user.email, version: 1 }, { token: staff.token })).status).toBe(409);
    const self = await t.call('deleteUser', { emailId: staff.email, version: 1 }, { token: staff.token });
    expect(errorOf(self)).toMatchObject({ code: 'own_account', fields: [{ field: 'emailId' }] });
    const unknown = await t.call('deleteUser', { emailId: 'nobody@test.example', version: 1 }, { token: staff.token });
    expect(unknown.status).toBe(404);
  });
});
