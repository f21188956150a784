import { choiceValues, questionsOf } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { labs } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';
import { SURVEY_FORM_PATH } from '../commands/survey-responses.ts';
import { dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** A lab of its own per test, with one member signed in. */
export interface TestLab {
  id: string;
  code: string;
  /** The member's session token. */
  token: string;
  userId: string;
}

export async function createLab(t: TestApp, countryCode = 'TH'): Promise<TestLab> {
  const code = newLabCode();
  const [lab] = await t.db
    .insert(labs)
    .values({ name: `Lab ${code}`, labCode: code, countryCode, state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  if (!lab) throw new Error('lab not created');
  const user = await t.createUser({ labId: lab.id, givenName: 'Lena', familyName: code });
  return { id: lab.id, code, token: await t.tokenFor(user.email), userId: user.id };
}

/** The form link's token from its URL. */
export function tokenOf(url: string): string {
  if (!url.startsWith(SURVEY_FORM_PATH)) throw new Error(`not a form link: ${url}`);
  return url.slice(SURVEY_FORM_PATH.length);
}

/** The lab's current form link of a category, made by its member as the survey page does. */
export async function formTokenOf(t: TestApp, lab: TestLab, category: SurveyCategory = 'CL'): Promise<string> {
  const result = await t.call(
    'getCatSurveyLinkOfLab',
    { lab_code: lab.code, q_cat_code: category, checkExistanceOfData: false },
    { token: lab.token },
  );
  return tokenOf(dataOf(result).s_url);
}

/** Answers that pass every check of the 2026 core-lab survey's cross-field rules used in these tests. */
export const SOME_CL_ANSWERS = [
  { code: 'CL_LAB_TYPE', value: 'hospital' },
  { code: 'CL_HOSPITAL_BEDS', value: 450 },
  { code: 'CL_SAMPLES_PER_DAY', value: 1200 },
];

/** A valid answer to every question of a definition: numbers at their lower bound (at least 1), first choices, a currency. */
export function everyAnswer(definition: Record<string, unknown>): { code: string; value: number | string }[] {
  return questionsOf(definition).map((q) => {
    if (q.inputType === 'number') return { code: q.name, value: Math.max(q.min ?? 1, 1) };
    const [first] = choiceValues(q);
    return { code: q.name, value: first ?? 'THB' };
  });
}

/** Answers every question of the response a link opens, so that it may be submitted (D60). */
export async function answerEverything(t: TestApp, token: string): Promise<void> {
  const { definition } = dataOf(await t.call('loadSurveyResponse', { token }));
  dataOf(await t.call('saveSurveyAnswers', { token, answers: everyAnswer(definition) }));
}
