import { describe, expect, it } from 'vitest';
import { questionTitles, questionsOf, surveyLocaleOf, textIn } from './questions.ts';

const definition = {
  pages: [
    {
      name: 'profile',
      elements: [
        {
          type: 'panel',
          elements: [
            {
              type: 'text',
              name: 'HL_SAMPLES_PER_DAY',
              inputType: 'number',
              title: { default: 'Samples per day', ja: '1日あたりの検体数', 'zh-cn': '每日标本数' },
            },
          ],
        },
        { type: 'text', name: 'HL_CURRENCY', title: 'Currency' },
        { type: 'text', name: 'HL_NOTE' },
      ],
    },
  ],
};

describe('question titles in the reader’s language', () => {
  it('maps interface languages to SurveyJS locales', () => {
    expect(surveyLocaleOf('en')).toBe('default');
    expect(surveyLocaleOf('zhcn')).toBe('zh-cn');
    expect(surveyLocaleOf('zhtw')).toBe('zh-tw');
    expect(surveyLocaleOf('th')).toBe('th');
  });

  it('takes the language’s text, English when there is none, and the code when there is no title', () => {
    const titles = (language: string) => Object.fromEntries(questionTitles(definition, language));
    expect(titles('ja')).toEqual({
      HL_SAMPLES_PER_DAY: '1日あたりの検体数',
      HL_CURRENCY: 'Currency',
      HL_NOTE: 'HL_NOTE',
    });
    expect(titles('zhcn').HL_SAMPLES_PER_DAY).toBe('每日标本数');
    expect(titles('th').HL_SAMPLES_PER_DAY).toBe('Samples per day');
    expect(questionsOf(definition)[0]?.title).toBe('Samples per day');
    expect(textIn({ ja: 'だけ' }, 'en')).toBe('だけ');
  });
});
