import { describe, expect, it } from 'vitest';
import { keepRememberMeChoice, takeRememberMeChoice } from './remember-me-choice.ts';
import { memoryStorage } from '../../test/memory-storage.ts';

describe('remember-me choice of a provider sign-in', () => {
  it('gives back the choice once', () => {
    const storage = memoryStorage();
    keepRememberMeChoice(true, storage);
    expect(takeRememberMeChoice(storage)).toBe(true);
    expect(takeRememberMeChoice(storage)).toBe(false);
  });

  it('is off when nothing was kept or it was not ticked', () => {
    const storage = memoryStorage();
    expect(takeRememberMeChoice(storage)).toBe(false);
    keepRememberMeChoice(false, storage);
    expect(takeRememberMeChoice(storage)).toBe(false);
  });
});
