import { describe, expect, it } from 'vitest';
import { pageMetaKey, pageTitleKey } from './page-meta.ts';

describe('pageMetaKey', () => {
  it('knows home, survey and about us', () => {
    expect(pageMetaKey('/home')).toBe('home');
    expect(pageMetaKey('/survey/')).toBe('survey');
    expect(pageMetaKey('/aboutus')).toBe('aboutus');
  });

  it('knows the content routes of issue 17', () => {
    expect(pageMetaKey('/get-inspired/insights')).toBe('insights');
    expect(pageMetaKey('/get-inspired/contributors')).toBe('contributors');
    expect(pageMetaKey('/thought-leadership')).toBe('thoughtLeadership');
    expect(pageMetaKey('/contact-us')).toBe('contact');
    expect(pageMetaKey('/privacy')).toBe('privacy');
    expect(pageMetaKey('/newsletter')).toBe('newsletter');
    expect(pageMetaKey('/get-inspired/insights/an-article')).toBeNull();
    expect(pageMetaKey('/constructor')).toBeNull();
  });

  it('has no entry for other routes, sub-pages included', () => {
    expect(pageMetaKey('/login')).toBeNull();
    expect(pageMetaKey('/survey/core_lab')).toBeNull();
    expect(pageMetaKey('/')).toBeNull();
  });
});

describe('pageTitleKey', () => {
  it("names a page by its meta entry's title, else by its route's handle", () => {
    expect(pageTitleKey('/home', [undefined])).toBe('layout.meta.home.title');
    expect(pageTitleKey('/login', [undefined, { titleKey: 'login.title' }])).toBe('login.title');
  });

  it('takes the deepest route that names its page, and nothing from routes that do not', () => {
    expect(pageTitleKey('/a', [{ titleKey: 'outer' }, { titleKey: 'inner' }, { other: 1 }])).toBe('inner');
    expect(pageTitleKey('/a', [undefined, { titleKey: 3 }, null])).toBeNull();
  });
});
