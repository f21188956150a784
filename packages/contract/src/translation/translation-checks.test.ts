import { describe, expect, it } from 'vitest';
import { pluralCategoriesOf } from './plural-forms.ts';
import { textWidth, textWidthLimit } from './text-width.ts';
import { checkTranslation, hasMarkup, isIdenticalToEnglish, placeholdersOf } from './translation-checks.ts';

const checksOf = (...args: Parameters<typeof checkTranslation>) => checkTranslation(...args).map((p) => p.check);

describe('the checks before a save', () => {
  it('refuses a translation whose placeholders are not those of English', () => {
    const [problem] = checkTranslation({
      langId: 'ja',
      translateKey: 'admin.greeting',
      text: '{{count}} 様',
      english: 'Hello {{name}}',
    });
    expect(problem).toMatchObject({ check: 'placeholders', severity: 'error', missing: ['name'], extra: ['count'] });
    expect(checksOf({ langId: 'ja', translateKey: 'a.b', text: '{{ name }} 様', english: 'Hello {{name}}' })).toEqual(
      [],
    );
  });

  it('reads SurveyJS placeholders in survey texts', () => {
    expect(placeholdersOf('survey:CL:2026:Q1:title', 'Tests in {year}')).toEqual(['year']);
    expect(placeholdersOf('a.b', 'Tests in {year}')).toEqual([]);
  });

  it('asks for every plural form the language needs, as CLDR lists them', () => {
    expect(pluralCategoriesOf('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    const missing = checkTranslation({
      langId: 'ru',
      translateKey: 'staff.labs_one',
      text: '{{count}} лаборатория',
      english: null,
      familyForms: ['one', 'other'],
    });
    expect(missing).toEqual([expect.objectContaining({ check: 'plurals', missing: ['few', 'many'] })]);
  });

  it('refuses markup, entities and script, and keeps comparisons', () => {
    for (const text of ['<b>Hi</b>', 'a &amp; b', 'javascript:alert(1)', 'x onclick=y', '<!-- x -->'])
      expect(hasMarkup(text), text).toBe(true);
    expect(hasMarkup('TAT < 60 min & > 5')).toBe(false);
  });

  it('counts wide characters twice and refuses a header text that does not fit', () => {
    expect(textWidth('ab')).toBe(2);
    expect(textWidth('核心')).toBe(4);
    expect(textWidth('{{name}}x')).toBe(1);
    expect(textWidthLimit('header.menu.aboutUs').limit).toBe(40);
    const [problem] = checkTranslation({
      langId: 'zhcn',
      translateKey: 'header.translateToggle',
      text: '编'.repeat(21),
      english: 'Edit translations',
    });
    expect(problem).toMatchObject({ check: 'length', limit: 40, width: 42 });
  });

  it('flags a text left as in English, but not figures, codes or placeholders', () => {
    expect(isIdenticalToEnglish('de', 'Benchmark report', 'Benchmark report')).toBe(true);
    expect(isIdenticalToEnglish('de', 'N = {{n}}', 'N = {{n}}')).toBe(false);
    expect(isIdenticalToEnglish('de', 'KPI', 'KPI')).toBe(false);
    expect(isIdenticalToEnglish('en', 'Hello', 'Hello')).toBe(false);
    const [problem] = checkTranslation({ langId: 'it', translateKey: 'a.b', text: 'Dashboard', english: 'Dashboard' });
    expect(problem).toMatchObject({ check: 'identical', severity: 'warning' });
  });

  it('flags a concept translated otherwise than the agreed term', () => {
    const problems = checkTranslation({
      langId: 'zhcn',
      translateKey: 'benchmark.tabs.CL',
      text: '中心实验室',
      english: 'Core lab',
    });
    expect(problems).toEqual([
      expect.objectContaining({ check: 'terminology', severity: 'warning', term: '核心实验室' }),
    ]);
    expect(
      checksOf({ langId: 'zhcn', translateKey: 'benchmark.tabs.CL', text: '核心实验室', english: 'Core lab' }),
    ).toEqual([]);
  });
});
