import { questionsOf, surveyTextKey } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationReviews } from '../db/schema/index.ts';
import { readSurveyDefinition } from './stored-texts.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { entry, storeTexts, translatorSession } from './test-fixtures.ts';
import type { Translator } from './test-fixtures.ts';

let t: TestApp;
let tara: Translator;
beforeAll(async () => {
  t = await createTestApp();
  tara = await translatorSession(t);
  await storeTexts(t, 'zzValue.title', { en: 'Lab address', th: 'ที่อยู่ห้องปฏิบัติการ', ja: '' });
  await storeTexts(t, 'zzValue.labs_one', { en: '{{count}} lab', ru: '{{count}} лаборатория' });
  await storeTexts(t, 'zzValue.labs_other', { en: '{{count}} labs' });
  await t.db.insert(translationReviews).values([
    { langId: 'th', translateKey: 'zzValue.title', note: 'Check the term' },
    { langId: 'ja', translateKey: 'zzValue.title', note: 'Done', reviewedAt: new Date() },
  ]);
});
afterAll(() => t.close());

const valueOf = async (languageKey: string) =>
  dataOf(await t.call('getValueByLanguageKey', { languageKey }, { token: tara.token }));

describe('getValueByLanguageKey', () => {
  it('answers every stored text of the key with where it appears and its open review marks', async () => {
    expect(await valueOf('zzValue.title')).toEqual({
      languageKey: 'zzValue.title',
      kind: 'interface',
      values: [
        { langId: 'en', translateKey: 'zzValue.title', translation: 'Lab address', changedAt: null, changedBy: null },
        { langId: 'th', translateKey: 'zzValue.title', translation: 'ที่อยู่ห้องปฏิบัติการ', changedAt: null, changedBy: null },
      ],
      descriptionTranslateKey: 'glossary.where.zzValue',
      reviewMarks: [{ langId: 'th', note: 'Check the term' }],
    });
  });

  it('answers who changed a text last and when', async () => {
    const saved = await t.call(
      'updateTranslationByLanguageKey',
      { updatedTranslation: [entry('de', 'zzValue.title', 'Laboradresse')] },
      { token: tara.token },
    );
    expect(dataOf(saved).status).toBe('Updated');
    const german = (await valueOf('zzValue.title')).values.find((v) => v.langId === 'de');
    expect(german).toMatchObject({ translation: 'Laboradresse', changedBy: 'Tara Translator' });
    expect(Math.abs(Date.parse(german?.changedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('answers every form of a plural key in every language', async () => {
    const { values } = await valueOf('zzValue.labs_other');
    expect(values.map((v) => `${v.langId} ${v.translateKey}`)).toEqual([
      'en zzValue.labs_one',
      'en zzValue.labs_other',
      'ru zzValue.labs_one',
    ]);
  });

  it('answers not found for a key without English and for a question the survey does not have', async () => {
    for (const languageKey of ['zzValue.nothing', 'survey:CL:2026:NO_SUCH_QUESTION:title', 'survey:CL:1999:title']) {
      const answer = await t.call('getValueByLanguageKey', { languageKey }, { token: tara.token });
      expect(answer.status).toBe(404);
      expect(errorOf(answer).message).toBe('translation.errors.notFound');
    }
  });

  it("edits a survey question's Thai title in the definition, and shows it with who changed it", async () => {
    const definition = await readSurveyDefinition(t.db, 'CL', 2026);
    const question = questionsOf(definition ?? {})[0];
    if (!question) throw new Error('the CL 2026 definition has no question');
    const key = surveyTextKey({
      category: 'CL',
      round: 2026,
      part: { kind: 'question', question: question.name, property: 'title' },
    });
    const before = await valueOf(key);
    expect(before).toMatchObject({ kind: 'survey', descriptionTranslateKey: 'glossary.where.surveyQuestions' });
    const thai = before.values.find((v) => v.langId === 'th');
    expect(before.values.find((v) => v.langId === 'en')?.translation).toBe(question.title);

    const saved = await t.call(
      'updateTranslationByLanguageKey',
      { updatedTranslation: [entry('th', key, 'ห้องปฏิบัติการของท่านเป็นประเภทใด (แก้ไข)', thai?.translation ?? null)] },
      { token: tara.token },
    );
    expect(dataOf(saved).status).toBe('Updated');
    expect((await valueOf(key)).values.find((v) => v.langId === 'th')).toMatchObject({
      translation: 'ห้องปฏิบัติการของท่านเป็นประเภทใด (แก้ไข)',
      changedBy: 'Tara Translator',
    });
    const after = questionsOf((await readSurveyDefinition(t.db, 'CL', 2026)) ?? {})[0];
    expect(after?.localizedTitle).toMatchObject({
      default: question.title,
      th: 'ห้องปฏิบัติการของท่านเป็นประเภทใด (แก้ไข)',
    });
  });
});
