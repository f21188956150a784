import { describe, expect, it } from 'vitest';
import { readSurveyTexts, writeSurveyText } from './survey-definition-texts.ts';

const definition = {
  title: 'Survey',
  description: { default: 'About', ja: '概要', 'zh-cn': '关于' },
  pages: [
    {
      name: 'p1',
      title: 'Page one',
      elements: [
        {
          type: 'panel',
          name: 'PANEL',
          elements: [
            {
              type: 'radiogroup',
              name: 'Q1',
              title: { default: 'Beds', th: 'เตียง' },
              choices: ['Yes', { value: 2, text: { default: 'Two', ja: '二' } }, { value: 'x' }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the texts of a survey definition', () => {
  it('reads a plain string as English and a localized object by SurveyJS locale', () => {
    expect(readSurveyTexts(definition, { kind: 'survey', property: 'title' })).toEqual(new Map([['en', 'Survey']]));
    expect(readSurveyTexts(definition, { kind: 'survey', property: 'description' })).toEqual(
      new Map([
        ['en', 'About'],
        ['ja', '概要'],
        ['zhcn', '关于'],
      ]),
    );
    expect(readSurveyTexts(definition, { kind: 'question', question: 'Q1', property: 'title' })?.get('th')).toBe(
      'เตียง',
    );
    expect(readSurveyTexts(definition, { kind: 'page', page: 'p1' })?.get('en')).toBe('Page one');
  });

  it('reads choices: a plain value or a choice without text reads as its value', () => {
    const choice = (value: string) => readSurveyTexts(definition, { kind: 'choice', question: 'Q1', value });
    expect(choice('Yes')).toEqual(new Map([['en', 'Yes']]));
    expect(choice('2')?.get('ja')).toBe('二');
    expect(choice('x')).toEqual(new Map([['en', 'x']]));
  });

  it('answers null for a part the definition lacks, and no English for a missing property', () => {
    expect(readSurveyTexts(definition, { kind: 'question', question: 'Q9', property: 'title' })).toBeNull();
    expect(readSurveyTexts(definition, { kind: 'page', page: 'p9' })).toBeNull();
    expect(readSurveyTexts(definition, { kind: 'choice', question: 'Q1', value: 'No' })).toBeNull();
    expect(readSurveyTexts(definition, { kind: 'question', question: 'Q1', property: 'description' })).toEqual(
      new Map(),
    );
  });

  it('turns a plain string into a localized object when a translation is added, keeping English as default', () => {
    const written = writeSurveyText(definition, { kind: 'survey', property: 'title' }, 'zhtw', '調查');
    expect(written.title).toEqual({ default: 'Survey', 'zh-tw': '調查' });
    expect(definition.title).toBe('Survey');
    const english = writeSurveyText(definition, { kind: 'survey', property: 'title' }, 'en', 'The survey');
    expect(english.title).toBe('The survey');
  });

  it('sets one locale of a localized object and leaves the others', () => {
    const part = { kind: 'question', question: 'Q1', property: 'title' } as const;
    const written = writeSurveyText(definition, part, 'th', 'จำนวนเตียง');
    expect(readSurveyTexts(written, part)).toEqual(
      new Map([
        ['en', 'Beds'],
        ['th', 'จำนวนเตียง'],
      ]),
    );
    expect(readSurveyTexts(writeSurveyText(written, part, 'en', 'Hospital beds'), part)?.get('en')).toBe(
      'Hospital beds',
    );
  });

  it('gives a plain choice an object with its value and text', () => {
    const written = writeSurveyText(definition, { kind: 'choice', question: 'Q1', value: 'Yes' }, 'ja', 'はい');
    const q1 = written.pages[0]?.elements[0]?.elements[0];
    expect(q1?.choices[0]).toEqual({ value: 'Yes', text: { default: 'Yes', ja: 'はい' } });
    expect(q1?.choices[1]).toEqual({ value: 2, text: { default: 'Two', ja: '二' } });
  });
});
