import { describe, expect, it } from 'vitest';
import { TERMINOLOGY } from '@labbench/contract';
import en from '../../../i18n/locales/en.json';

describe('the terminology page', () => {
  it('names every concept of the terminology list', () => {
    const names: Record<string, string> = en.translation.pages.terminology.concepts;
    expect(TERMINOLOGY.map((term) => term.concept).filter((concept) => !names[concept])).toEqual([]);
  });
});
