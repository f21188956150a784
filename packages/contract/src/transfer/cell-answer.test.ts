import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Any text: ASCII with its controls, C1 controls, a no-break space, Thai and CJK (fast-check's `binary` unit is slow). */
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\u0085', '\u009f', '\u00a0', 'ไ', '漢'),
  ),
});
import type { SurveyQuestion } from '../survey/questions.ts';
import { hasControlCharacter } from '../validation/control-characters.ts';
import { cellAnswer } from './cell-answer.ts';

const numeric: SurveyQuestion = {
  name: 'CL_BEDS',
  page: 'p',
  type: 'text',
  inputType: 'number',
  min: 0,
  title: 'Beds',
};
const unbounded: SurveyQuestion = { ...numeric, min: undefined };
const choice: SurveyQuestion = {
  name: 'CL_TYPE',
  page: 'p',
  type: 'radiogroup',
  choices: ['hospital', { value: 'private' }],
  title: 'T',
};
const text: SurveyQuestion = { name: 'CL_NOTE', page: 'p', type: 'text', maxLength: 20, title: 'N' };

describe('cellAnswer', () => {
  it('reads numbers, choices and text the way the form stores them', () => {
    expect(cellAnswer(numeric, ' 450 ')).toEqual({ value: 450, problem: null });
    expect(cellAnswer(numeric, '1.5e3')).toEqual({ value: 1500, problem: null });
    expect(cellAnswer(choice, 'private')).toEqual({ value: 'private', problem: null });
    expect(cellAnswer(text, ' Ward 3 ')).toEqual({ value: 'Ward 3', problem: null });
    expect(cellAnswer(text, '   ')).toEqual({ value: null, problem: null });
  });

  it('reads a formula as text, never as its result', () => {
    expect(cellAnswer(numeric, '=1+1')).toEqual({ value: null, problem: 'validation.surveyNotANumber' });
    expect(cellAnswer(text, '=SUM(A1:A2)')).toEqual({ value: '=SUM(A1:A2)', problem: null });
    expect(cellAnswer(choice, '=A1')).toEqual({ value: null, problem: 'validation.surveyNotAChoice' });
  });

  it('gives the form’s message keys for what the question does not take', () => {
    expect(cellAnswer(numeric, '1,200')).toEqual({ value: null, problem: 'validation.surveyNotANumber' });
    expect(cellAnswer(numeric, '-1')).toEqual({ value: null, problem: 'validation.surveyOutOfRange' });
    expect(cellAnswer(choice, 'Hospital')).toEqual({ value: null, problem: 'validation.surveyNotAChoice' });
    expect(cellAnswer(text, 'x'.repeat(21))).toEqual({ value: null, problem: 'validation.surveyTextTooLong' });
    expect(cellAnswer(text, 'two\nlines')).toEqual({ value: null, problem: 'validation.controlCharacters' });
  });

  it('reads back every finite number as written by a spreadsheet', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(cellAnswer(unbounded, String(n))).toEqual({ value: n === 0 ? 0 : n, problem: null });
      }),
    );
  });

  it('never stores a text with a control character or an untrimmed one', () => {
    fc.assert(
      fc.property(anyText, (cell) => {
        const read = cellAnswer({ ...text, maxLength: undefined }, cell);
        if (read.value === null) return;
        expect(read.value).toBe(cell.trim());
        expect(hasControlCharacter(String(read.value))).toBe(false);
      }),
    );
  });
});
