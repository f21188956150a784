import { describe, expect, it } from 'vitest';
import {
  checkContentPayload,
  contentFormValues,
  contentPayload,
  fieldLanguage,
  formField,
  languagesToSave,
  publicContentUrl,
} from './staff-content-form.ts';
import type { ContentItem } from './staff-content-form.ts';

const item: ContentItem = {
  id: 'c1',
  kind: 'article',
  section: 'inspiration',
  pageType: null,
  country: null,
  slug: 'lab-quality',
  tags: ['quality'],
  contributorIds: ['p1'],
  versions: [
    {
      lang: 'en',
      title: 'Quality',
      summary: 'Why',
      body: '# Hi',
      publishedAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
      updatedBy: null,
    },
  ],
};

describe('the content editor form', () => {
  it('holds every language, the saved ones filled', () => {
    const values = contentFormValues(item, 'article');
    expect(Object.keys(values.versions)).toHaveLength(11);
    expect(values.versions.en).toEqual({ title: 'Quality', summary: 'Why', body: '# Hi' });
    expect(values.versions.ja).toEqual({ title: '', summary: '', body: '' });
    expect(values).toMatchObject({ section: 'inspiration', slug: 'lab-quality', tags: ['quality'] });
  });

  it('a new page has no section and the general country', () => {
    expect(contentFormValues(null, 'page')).toMatchObject({ kind: 'page', section: '', country: 'general' });
  });

  it('saves the edited languages with text; a change of the item alone sends its first saved language', () => {
    const values = contentFormValues(item, 'article');
    values.versions.ja = { title: '品質', summary: '', body: '本文' };
    expect(languagesToSave(values, ['ja', 'ko'], ['en'])).toEqual(['ja']);
    expect(languagesToSave(values, [], ['en'])).toEqual(['en']);
    // An edited saved language emptied again is sent, so the server names what it misses.
    values.versions.en = { title: '', summary: '', body: '' };
    expect(languagesToSave(values, ['en'], ['en'])).toEqual(['en']);
  });

  it('builds the request with only the fields of its kind, versions in the order sent', () => {
    const values = contentFormValues(item, 'article');
    values.versions.ja = { title: '品質', summary: '', body: '本文' };
    const payload = contentPayload(values, 'c1', ['ja', 'en']);
    expect(payload).toMatchObject({ id: 'c1', kind: 'article', section: 'inspiration', slug: 'lab-quality' });
    expect(payload.versions.map((v) => v.lang)).toEqual(['ja', 'en']);
    expect(payload.pageType).toBeUndefined();
    const page = contentPayload({ ...contentFormValues(null, 'page'), pageType: 'privacy', country: 'DE' }, null, []);
    expect(page).toMatchObject({ kind: 'page', pageType: 'privacy', country: 'DE', tags: [] });
    expect(page.section).toBeUndefined();
  });

  it("reads the server's field paths as the form's, by the language sent at that place", () => {
    expect(formField('versions.1.title', ['ja', 'de'])).toBe('versions.de.title');
    expect(formField('versions.5.body', ['ja'])).toBeNull();
    expect(formField('slug', [])).toBe('slug');
    expect(formField('tags.0', [])).toBe('tags');
    expect(formField('RequesterUserId', [])).toBeNull();
    expect(fieldLanguage('versions.zhtw.body')).toBe('zhtw');
    expect(fieldLanguage('slug')).toBeNull();
  });

  it("checks the request with the contract's schema before sending", () => {
    const values = { ...contentFormValues(null, 'article'), slug: 'Not A Slug' };
    values.versions.th = { title: '', summary: 'x', body: '' };
    const problems = checkContentPayload(contentPayload(values, null, ['th']), ['th']);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'slug', messageKey: 'validation.slugInvalid' },
        { field: 'versions.th.title', messageKey: 'validation.titleRequired' },
        { field: 'versions.th.body', messageKey: 'validation.bodyRequired' },
      ]),
    );
  });

  it('links to the public page in a language, with a country that offers it', () => {
    expect(publicContentUrl(item, 'ja')).toBe('/get-inspired/insights/lab-quality?switchTo=JP_ja');
    expect(publicContentUrl(item, 'en')).toBe('/get-inspired/insights/lab-quality?switchTo=WWB_en');
    const privacyDe = { kind: 'page', section: null, slug: null, pageType: 'privacy', country: 'DE' } as const;
    expect(publicContentUrl(privacyDe, 'de')).toBe('/privacy?switchTo=DE_de');
    expect(publicContentUrl({ ...privacyDe, pageType: null }, 'de')).toBeNull();
  });
});
