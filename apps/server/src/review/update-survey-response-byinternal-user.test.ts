import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyAnswerEdits, surveyAnswers, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db, 2025);
  await seedClDefinition(t.db);
  await t.db
    .update(surveyDefinitions)
    .set({ closedAt: new Date() })
    .where(and(eq(surveyDefinitions.category, 'CL'), eq(surveyDefinitions.round, 2025)));
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const answerOf = async (responseId: string, code: string) =>
  (
    await t.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.responseId, responseId), eq(surveyAnswers.code, code)))
  )[0]?.value;

describe('updateSurveyResponseByinternalUser', () => {
  it('changes the answer, keeps the old and new value with who and when, and queues processing', async () => {
    const id = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    const update = (code: string, value: number | string | null) =>
      t.call('updateSurveyResponseByinternalUser', { responseId: id, code, value }, { token: staff });

    expect(dataOf(await update('CL_SAMPLES_PER_DAY', 450))).toEqual({ status: 'Updated' });
    expect(await answerOf(id, 'CL_SAMPLES_PER_DAY')).toBe(450);
    expect(dataOf(await update('CL_HOSPITAL_BEDS', 120))).toEqual({ status: 'Updated' });
    expect(dataOf(await update('CL_OPEN_24_7', null))).toEqual({ status: 'Updated' });
    expect(await answerOf(id, 'CL_OPEN_24_7')).toBeUndefined();

    const edits = await t.db.select().from(surveyAnswerEdits).where(eq(surveyAnswerEdits.responseId, id));
    expect(edits.map((e) => [e.code, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['CL_SAMPLES_PER_DAY', 400, 450],
        ['CL_HOSPITAL_BEDS', null, 120],
        ['CL_OPEN_24_7', 'yes', null],
      ]),
    );
    expect(edits.every((e) => e.editedBy !== null && e.editedAt instanceof Date)).toBe(true);
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
    expect(row?.processState).toBe('queued');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.at);
    expect(audit.map((a) => [a.action, a.actorEmail, a.before, a.after])).toEqual([
      [
        'response.answerEdited',
        'staff@demo.example',
        { code: 'CL_SAMPLES_PER_DAY', value: 400 },
        { code: 'CL_SAMPLES_PER_DAY', value: 450 },
      ],
      [
        'response.answerEdited',
        'staff@demo.example',
        { code: 'CL_HOSPITAL_BEDS', value: null },
        { code: 'CL_HOSPITAL_BEDS', value: 120 },
      ],
      [
        'response.answerEdited',
        'staff@demo.example',
        { code: 'CL_OPEN_24_7', value: 'yes' },
        { code: 'CL_OPEN_24_7', value: null },
      ],
    ]);
    expect(audit.every((a) => a.labId === row?.labId && a.labCode !== null)).toBe(true);
  });

  it('corrects an accepted response, but not one the lab has, a rejected one or one of a closed round', async () => {
    const edit = async (fixture: Omit<Parameters<typeof insertSurveyResponse>[1], 'labId'>) => {
      const responseId = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id, ...fixture });
      await t.db.update(surveyResponses).set({ returnedAt: new Date() }).where(eq(surveyResponses.id, responseId));
      return t.call(
        'updateSurveyResponseByinternalUser',
        { responseId, code: 'CL_SAMPLES_PER_DAY', value: 500 },
        { token: staff },
      );
    };
    expect(dataOf(await edit({ surveyStatus: 'A' }))).toEqual({ status: 'Updated' });
    for (const [fixture, reason] of [
      [{ status: 'P' }, 'withLab'],
      [{ surveyStatus: 'R' }, 'rejectedFinal'],
      [{ round: 2025, surveyStatus: 'A' }, 'roundClosed'],
    ] as const) {
      const result = await edit(fixture);
      expect(result.status).toBe(409);
      expect(errorOf(result)).toEqual({ code: 'invalid_state', message: `review.refused.${reason}` });
    }
  });

  it('refuses a value the question does not take, as a field error of value', async () => {
    const id = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    for (const [code, value, message] of [
      ['CL_OPEN_24_7', 'maybe', 'validation.surveyNotAChoice'],
      ['CL_SAMPLES_PER_DAY', 'many', 'validation.surveyNotANumber'],
      ['CL_NO_SUCH_QUESTION', 1, 'validation.surveyUnknownQuestion'],
    ] as const) {
      const result = await t.call(
        'updateSurveyResponseByinternalUser',
        { responseId: id, code, value },
        { token: staff },
      );
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toEqual([{ field: 'value', message }]);
    }
    expect(await t.db.select().from(surveyAnswerEdits).where(eq(surveyAnswerEdits.responseId, id))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });

  it('answers notFound for a response that does not exist', async () => {
    const result = await t.call(
      'updateSurveyResponseByinternalUser',
      { responseId: '00000000-0000-4000-8000-000000000000', code: 'CL_SAMPLES_PER_DAY', value: 1 },
      { token: staff },
    );
    expect(errorOf(result).code).toBe('not_found');
  });
});
