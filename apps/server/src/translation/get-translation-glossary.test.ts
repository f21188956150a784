import { GLOSSARY_SECTIONS, SURVEY_CATEGORIES, questionsOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { glossaryGroupOf } from './glossary.ts';
import { readSurveyDefinition } from './stored-texts.ts';
import { storeTexts, translatorSession } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await translatorSession(t)).token;
  await storeTexts(t, 'benchmark.zzGloss.b', { en: 'B' });
  await storeTexts(t, 'benchmark.zzGloss.a', { en: 'A' });
  await storeTexts(t, 'zzGloss', { en: 'Top' });
  await storeTexts(t, 'benchmark.zzGloss.onlyJapanese', { ja: '日本語だけ' });
});
afterAll(() => t.close());

const glossary = async () => dataOf(await t.call('getTranslationGlossary', null, { token })).sections;

describe('getTranslationGlossary', () => {
  it('lists every section in order, every English key in its section and group, sorted', async () => {
    const sections = await glossary();
    expect(sections.map((s) => s.id)).toEqual(GLOSSARY_SECTIONS.map((s) => s.id));
    const dashboard = sections.find((s) => s.id === 'A1_Dashboard');
    expect(dashboard?.groups.find((g) => g.id === 'benchmark.zzGloss')?.keys).toEqual([
      { translateKey: 'benchmark.zzGloss.a', descriptionTranslateKey: 'glossary.where.benchmark' },
      { translateKey: 'benchmark.zzGloss.b', descriptionTranslateKey: 'glossary.where.benchmark' },
    ]);
    const others = sections.find((s) => s.id === 'I1_others');
    expect(others?.groups.find((g) => g.id === 'zzGloss')?.keys.map((k) => k.translateKey)).toEqual(['zzGloss']);
    const login = sections.find((s) => s.id === 'D1_loginPageFields');
    expect(login?.groups.length).toBeGreaterThan(0);
    for (const group of login?.groups ?? [])
      for (const key of group.keys) expect(key.translateKey).toMatch(/^(login|password)\./);
    const groupIds = sections.flatMap((s) => s.groups.map((g) => g.id)).filter((id) => !id.startsWith('survey:'));
    expect(groupIds.filter((id) => id.startsWith('login.'))).toEqual(
      [...groupIds.filter((id) => id.startsWith('login.'))].sort(),
    );
  });

  it('leaves out a key English does not have', async () => {
    const keys = (await glossary()).flatMap((s) => s.groups.flatMap((g) => g.keys.map((k) => k.translateKey)));
    expect(keys).not.toContain('benchmark.zzGloss.onlyJapanese');
  });

  it("adds J1 with the question titles of each category's current round", async () => {
    const survey = (await glossary()).find((s) => s.id === 'J1_Survey_Questions');
    expect(survey?.groups.map((g) => g.id)).toEqual(SURVEY_CATEGORIES.map((c) => `survey:${c}:2026`).sort());
    const cl = survey?.groups.find((g) => g.id === 'survey:CL:2026');
    const questions = questionsOf((await readSurveyDefinition(t.db, 'CL', 2026)) ?? {});
    expect(cl?.keys.map((k) => k.translateKey)).toEqual(questions.map((q) => `survey:CL:2026:${q.name}:title`));
    expect(cl?.keys[0]?.descriptionTranslateKey).toBe('glossary.where.surveyQuestions');
  });

  it('names a group by the path without the last segment', () => {
    expect(glossaryGroupOf('benchmark.tabs.cl')).toBe('benchmark.tabs');
    expect(glossaryGroupOf('title')).toBe('title');
  });
});
