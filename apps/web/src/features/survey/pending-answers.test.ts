import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { addPending, confirmPending, readPending, toAnswerValue } from './pending-answers.ts';

describe('unsent answers kept by token', () => {
  it('keeps answers per link until the server confirms them', () => {
    const storage = memoryStorage();
    addPending(storage, 'tok-a', { CL_TESTS: 12, CL_NAME: 'x' });
    addPending(storage, 'tok-b', { CL_TESTS: 1 });
    expect(readPending(storage, 'tok-a')).toEqual({ CL_TESTS: 12, CL_NAME: 'x' });
    confirmPending(storage, 'tok-a', { CL_TESTS: 12 });
    expect(readPending(storage, 'tok-a')).toEqual({ CL_NAME: 'x' });
    expect(readPending(storage, 'tok-b')).toEqual({ CL_TESTS: 1 });
  });

  it('keeps an answer that changed again while the older value was on its way', () => {
    const storage = memoryStorage();
    addPending(storage, 't', { Q: 1 });
    addPending(storage, 't', { Q: 2 });
    confirmPending(storage, 't', { Q: 1 });
    expect(readPending(storage, 't')).toEqual({ Q: 2 });
    confirmPending(storage, 't', { Q: 2 });
    expect(storage.length).toBe(0);
  });

  it('ignores a damaged stored copy', () => {
    const storage = memoryStorage();
    storage.setItem('survey-pending:t', '{oops');
    expect(readPending(storage, 't')).toEqual({});
    storage.setItem('survey-pending:t', '{"A":1,"B":{"x":1}}');
    expect(readPending(storage, 't')).toEqual({ A: 1 });
  });

  it('turns SurveyJS values into answers', () => {
    expect(toAnswerValue('')).toBeNull();
    expect(toAnswerValue(3)).toBe(3);
    expect(toAnswerValue(['a'])).toBeUndefined();
  });
});
