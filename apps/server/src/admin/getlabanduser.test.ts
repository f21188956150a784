import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';
import { createLab, newUser, staffSession } from './test-fixtures.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  staff = await staffSession(t);
});
afterAll(() => t.close());

describe('getlabanduser', () => {
  it('shows staff what the demo lab registered with (§3), and nothing for a lab staff created', async () => {
    const [dana] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lab@demo.example'));
    const demo = dataOf(await t.call('getlabanduser', { userId: dana?.id ?? '' }, { token: staff.token }));
    expect(demo.lab?.registered).toEqual({
      classification: 'hospital',
      sizeClass: 'medium',
      beds: 800,
      street: '1 Rama IV Road',
      postalCode: '10330',
      cahoAccredited: null,
      rexisNo: null,
      surveyType: 'CL',
    });
    const created = await createLab(t, staff.token);
    const plain = dataOf(await t.call('getlabanduser', { labId: created.labId }, { token: staff.token }));
    expect(plain.lab?.registered).toMatchObject({ classification: null, sizeClass: null, beds: null });
  });

  it('answers a lab with its users (sessions counted) and what deleting it takes', async () => {
    const lab = await createLab(t, staff.token);
    const fields = newUser({ permissions: ['LT'] });
    const { userId } = dataOf(await t.call('addNewUser', { ...fields, labId: lab.labId }, { token: staff.token }));
    const accepted = await insertSurveyResponse(t.db, { labId: lab.labId, surveyStatus: 'A' });
    const answer = dataOf(await t.call('getlabanduser', { labId: lab.labId }, { token: staff.token }));
    expect(answer.lab).toMatchObject({
      labId: lab.labId,
      nameOfInstuation: 'Riverside Laboratory',
      labDepartment: 'Chemistry',
      labCode: lab.labCode,
      version: 1,
    });
    expect(answer.users).toEqual([
      expect.objectContaining({
        userId,
        email: fields.email,
        permissions: ['LT'],
        labId: lab.labId,
        mustChangePassword: true,
        sessions: 0,
        version: 1,
      }),
    ]);
    expect(answer.removal).toMatchObject({
      outcome: 'archive',
      users: [{ userId, email: fields.email, fullName: 'Nina New' }],
      keptResponses: [{ responseId: accepted, surveyStatus: 'A' }],
      openResponses: [],
    });
  });

  it('answers a user with their lab, or without one', async () => {
    const member = await t.createUser({ labId: (await createLab(t, staff.token)).labId });
    await t.tokenFor(member.email);
    const answer = dataOf(await t.call('getlabanduser', { userId: member.id }, { token: staff.token }));
    expect(answer.users).toEqual([expect.objectContaining({ userId: member.id, sessions: 1 })]);
    expect(answer.lab?.labId).toBe(answer.users[0]?.labId);
    expect(answer.removal).toBeNull();
    const alone = dataOf(await t.call('getlabanduser', { userId: staff.id }, { token: staff.token }));
    expect(alone.lab).toBeNull();
    const both = await t.call('getlabanduser', { userId: staff.id, labId: staff.id }, { token: staff.token });
    expect(both.status).toBe(400);
  });
});
