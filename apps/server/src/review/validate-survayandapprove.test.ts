import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyComments, surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { insertSurveyLab, insertSurveyResponse, seedClDefinition } from '../test/survey-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedClDefinition(t.db);
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

describe('validateSurvayandapprove', () => {
  it('accepts a processed response with its comment and closes its threads', async () => {
    const id = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    await t.db
      .insert(surveyComments)
      .values({ responseId: id, code: 'CL_SAMPLES_PER_DAY', authorRole: 'staff', text: 'Per day?' });
    const result = await t.call(
      'validateSurvayandapprove',
      { responseId: id, status: 'A', comment: 'Looks right' },
      { token: staff },
    );
    expect(dataOf(result)).toEqual({ status: 'Updated' });
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
    expect(row).toMatchObject({ surveyStatus: 'A', validationComment: 'Looks right' });
    expect(row?.validatedBy).not.toBeNull();
    expect(row?.validatedAt).toBeInstanceOf(Date);
    const detail = dataOf(await t.call('validateSurveyQuestionsResponse', { responseId: id }, { token: staff }));
    expect(detail.threads.map((th) => th.open)).toEqual([false]);
    expect(detail.summary.openQuestions).toBe(0);
  });

  it('rejects only with a comment', async () => {
    const id = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id });
    const bare = await t.call('validateSurvayandapprove', { responseId: id, status: 'R' }, { token: staff });
    expect(bare.status).toBe(400);
    expect(errorOf(bare).fields).toEqual([{ field: 'comment', message: 'validation.rejectCommentRequired' }]);
    const said = await t.call(
      'validateSurvayandapprove',
      { responseId: id, status: 'R', comment: 'Staff numbers missing' },
      { token: staff },
    );
    expect(dataOf(said)).toEqual({ status: 'Updated' });
  });

  it('answers invalidState for a response still open or still processing', async () => {
    const open = await insertSurveyResponse(t.db, { labId: (await insertSurveyLab(t.db)).id, status: 'P' });
    const queued = await insertSurveyResponse(t.db, {
      labId: (await insertSurveyLab(t.db)).id,
      processState: 'queued',
    });
    for (const responseId of [open, queued]) {
      const result = await t.call('validateSurvayandapprove', { responseId, status: 'A' }, { token: staff });
      expect(result.status).toBe(409);
      expect(errorOf(result)).toEqual({ code: 'invalid_state', message: 'errors.invalidState' });
    }
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, queued));
    expect(row?.surveyStatus).toBeNull();
  });

  it('answers notFound for a response that does not exist', async () => {
    const result = await t.call(
      'validateSurvayandapprove',
      { responseId: '00000000-0000-4000-8000-000000000000', status: 'A' },
      { token: staff },
    );
    expect(errorOf(result).code).toBe('not_found');
  });
});
