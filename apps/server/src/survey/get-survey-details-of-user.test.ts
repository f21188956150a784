import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { answerEverything, createLab, formTokenOf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('getSurveyDetailsOfUser', () => {
  it('is empty before the first link, then gives the links; the retake link only while reopening is allowed', async () => {
    const lab = await createLab(t);
    const details = async () => dataOf(await t.call('getSurveyDetailsOfUser', {}, { token: lab.token }));
    expect(await details()).toEqual({
      distributionLink: null,
      retakeLink: null,
      responseId: null,
      validatedStatus: null,
      waitForImport: false,
      contactId: null,
    });
    const token = await formTokenOf(t, lab);
    const open = await details();
    expect(open).toMatchObject({ distributionLink: `/survey-form/${token}`, retakeLink: null, waitForImport: false });
    expect(open.contactId).toBe(open.responseId);

    await answerEverything(t, token);
    dataOf(await t.call('completeSurveyResponse', { token }));
    expect(await details()).toMatchObject({ retakeLink: `/survey-form/${token}?retake=1`, waitForImport: true });

    await t.db
      .update(surveyResponses)
      .set({ surveyStatus: 'A', processState: 'done' })
      .where(eq(surveyResponses.id, open.responseId ?? ''));
    expect(await details()).toMatchObject({ retakeLink: null, validatedStatus: 'A', waitForImport: false });
  });
});
