import { describe, expect, it } from 'vitest';
import { languageOfSurveyCode, surveyFrameSrc, surveyJsLocale, surveyLanguageCode } from './survey-language.ts';

describe('survey language (§9)', () => {
  it('maps every survey code to its SurveyJS locale, English being the default', () => {
    const codes = ['EN', 'JA', 'TH', 'KO', 'ZH-T', 'ZH-S', 'VI', 'DE', 'IT', 'ID', 'RU'];
    expect(codes.map(surveyJsLocale)).toEqual(['', 'ja', 'th', 'ko', 'zh-tw', 'zh-cn', 'vi', 'de', 'it', 'id', 'ru']);
    expect(surveyJsLocale(null)).toBe('');
    expect(surveyJsLocale('xx')).toBe('');
    expect(surveyJsLocale('zh-s')).toBe('zh-cn');
  });

  it('appends Q_Language of the current language to the frame address', () => {
    expect(surveyFrameSrc('/survey-form/abc', 'zhtw')).toBe('/survey-form/abc?Q_Language=ZH-T');
    expect(surveyFrameSrc('/survey-form/abc?retake=1', 'ja')).toBe('/survey-form/abc?retake=1&Q_Language=JA');
    expect(surveyLanguageCode('en')).toBe('EN');
  });

  it('reads the interface language back from the survey code', () => {
    expect(languageOfSurveyCode('ZH-S')).toBe('zhcn');
    expect(languageOfSurveyCode(null)).toBe('en');
  });
});
