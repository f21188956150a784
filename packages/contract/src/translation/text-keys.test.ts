import { describe, expect, it } from 'vitest';
import { isTranslationKey, parseSurveyTextKey, pluralFormOf, surveyTextKey } from './text-keys.ts';
import type { SurveyTextKey } from './text-keys.ts';

describe('the keys of the translation tool', () => {
  const keys: SurveyTextKey[] = [
    { category: 'CL', round: 2026, part: { kind: 'survey', property: 'title' } },
    { category: 'ML', round: 2026, part: { kind: 'page', page: 'staffing' } },
    { category: 'HL', round: 2025, part: { kind: 'question', question: 'TAT_ROUTINE', property: 'description' } },
    { category: 'BB', round: 2026, part: { kind: 'choice', question: 'LAB_TYPE', value: 'private hospital' } },
  ];

  it('names a survey text so that the name reads back as the same text', () => {
    for (const key of keys) expect(parseSurveyTextKey(surveyTextKey(key))).toEqual(key);
    expect(surveyTextKey(keys[3]!)).toBe('survey:BB:2026:LAB_TYPE:choice:private hospital');
  });

  it('refuses survey names of unknown categories or parts', () => {
    expect(parseSurveyTextKey('survey:XX:2026:title')).toBeNull();
    expect(parseSurveyTextKey('survey:CL:2026:Q1:label')).toBeNull();
    expect(parseSurveyTextKey('survey:CL:26:title')).toBeNull();
    expect(parseSurveyTextKey('header.menu')).toBeNull();
  });

  it('opens interface paths and survey texts, nothing else', () => {
    expect(isTranslationKey('header.translateToggle')).toBe(true);
    expect(isTranslationKey('survey:CL:2026:title')).toBe(true);
    expect(isTranslationKey('header..menu')).toBe(false);
    expect(isTranslationKey('<script>')).toBe(false);
    expect(isTranslationKey('')).toBe(false);
  });

  it('reads the plural family and form of i18next plural keys only', () => {
    expect(pluralFormOf('staff.labs_few')).toEqual({ family: 'staff.labs', category: 'few' });
    expect(pluralFormOf('staff.labs')).toBeNull();
    expect(pluralFormOf('staff.labs_plenty')).toBeNull();
  });
});
