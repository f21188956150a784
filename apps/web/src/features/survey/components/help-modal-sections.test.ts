import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { localeTexts } from '../../../test/locale-files.ts';
import { HELP_SECTIONS, PROCESSING_TEXT_KEYS } from './help-modal-sections.ts';

/** §2's four help texts, word for word. */
const SPEC_TEXTS = [
  'Survey form for your lab will be available shortly, it may take few minutes, please revisit the website after sometime.',
  'please wait while survey form is loading.',
  'Processing your information is in progress, this may take more than 15 minutes, please revisit the site after sometime.',
  'Reloading the page may take a few seconds as your responses are being processed.',
];

/**
 * §9 "more than 15 minutes" as each language says it: strictly more, so not Japanese 以上 or Korean 이상
 * ("15 minutes or more").
 */
const MORE_THAN_15_MINUTES: Record<LanguageId, string> = {
  en: 'more than 15 minutes',
  de: 'mehr als 15 Minuten',
  id: 'lebih dari 15 menit',
  it: 'più di 15 minuti',
  ja: '15分を超える',
  ko: '15분 넘게',
  ru: 'более 15 минут',
  th: 'มากกว่า 15 นาที',
  vi: 'hơn 15 phút',
  zhcn: '超过 15 分钟',
  zhtw: '超過 15 分鐘',
};

describe('the help modal’s sections', () => {
  it('show the four §2 texts, one per page: survey dashboard, take survey, thank-you, charts', () => {
    const english = localeTexts('en');
    expect(HELP_SECTIONS.map((s) => s.id)).toEqual(['surveyDashboard', 'takeSurvey', 'thankYou', 'charts']);
    expect(HELP_SECTIONS.map((s) => english.get(s.textKey))).toEqual(SPEC_TEXTS);
  });

  it.each(LANGUAGE_IDS.map((lang) => [lang] as const))('have a title and four different texts in %s', (lang) => {
    const texts = localeTexts(lang);
    for (const section of HELP_SECTIONS) {
      expect(texts.get(section.titleKey), section.titleKey).toBeTruthy();
      expect(texts.get(section.textKey), section.textKey).toBeTruthy();
    }
    expect(new Set(HELP_SECTIONS.map((s) => texts.get(s.textKey))).size).toBe(4);
  });
});

describe('§9: the processing text says more than 15 minutes', () => {
  it.each(LANGUAGE_IDS.map((lang) => [lang] as const))('in %s', (lang) => {
    const texts = localeTexts(lang);
    for (const key of PROCESSING_TEXT_KEYS) {
      const text = texts.get(key) ?? '';
      expect(text.match(/\d+/g), key).toEqual(['15']);
      expect(text, key).toContain(MORE_THAN_15_MINUTES[lang]);
    }
  });
});
