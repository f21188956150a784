import { describe, expect, it } from 'vitest';
import { pageMetaKey } from './page-meta.ts';

describe('pageMetaKey', () => {
  it('knows home, survey and about us', () => {
    expect(pageMetaKey('/home')).toBe('home');
    expect(pageMetaKey('/survey/')).toBe('survey');
    expect(pageMetaKey('/aboutus')).toBe('aboutus');
  });

  it('has no entry for other routes, sub-pages included', () => {
    expect(pageMetaKey('/login')).toBeNull();
    expect(pageMetaKey('/survey/core_lab')).toBeNull();
    expect(pageMetaKey('/')).toBeNull();
  });
});
