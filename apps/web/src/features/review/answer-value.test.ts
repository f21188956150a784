import { describe, expect, it } from 'vitest';
import { answerInput } from './answer-value.ts';

describe('answerInput', () => {
  it('clears the answer when nothing is typed', () => {
    expect(answerInput('  ', true)).toBeNull();
  });

  it('sends numbers to numeric questions and text otherwise', () => {
    expect(answerInput(' 12.5 ', true)).toBe(12.5);
    expect(answerInput('12', false)).toBe('12');
    expect(answerInput('twelve', true)).toBe('twelve');
  });
});
