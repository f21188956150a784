import { describe, expect, it } from 'vitest';
import { contentLanguageChain, pickContentLanguage } from './language-chain.ts';

describe('the content language chain (D97)', () => {
  it('goes from the visitor language to English, and English alone for English', () => {
    expect(contentLanguageChain('th')).toEqual(['th', 'en']);
    expect(contentLanguageChain('en')).toEqual(['en']);
  });

  it('never goes from one Chinese script to the other', () => {
    expect(contentLanguageChain('zhtw')).toEqual(['zhtw', 'en']);
    expect(pickContentLanguage('zhtw', ['zhcn', 'en'])).toBe('en');
    expect(pickContentLanguage('zhcn', ['zhtw'])).toBeNull();
  });

  it('takes the visitor language when it is there, else English, else nothing', () => {
    expect(pickContentLanguage('ja', ['en', 'ja'])).toBe('ja');
    expect(pickContentLanguage('ja', ['en', 'th'])).toBe('en');
    expect(pickContentLanguage('ja', ['th', 'de'])).toBeNull();
  });
});
