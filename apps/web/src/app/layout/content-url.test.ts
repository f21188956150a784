import { describe, expect, it, vi } from 'vitest';

// portal-config and locale-store read the page and local storage when loaded: give them stand-ins.
const storage = vi.hoisted(() => {
  const values = new Map<string, string>();
  vi.stubGlobal('document', { querySelector: () => null });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  });
  return values;
});

const { buildContentUrl, contentUrl } = await import('./content-url.ts');

describe('buildContentUrl', () => {
  it('adds cc and switchTo for the country and language', () => {
    expect(buildContentUrl('https://content.example', 'about-us', 'TH', 'th')).toBe(
      'https://content.example/about-us?cc=TH&switchTo=TH_th',
    );
  });

  it('joins base and path with exactly one slash', () => {
    expect(buildContentUrl('/content/', '/topics', 'WWB', 'en')).toBe('/content/topics?cc=WWB&switchTo=WWB_en');
  });
});

describe('contentUrl', () => {
  it('uses the default country and language when nothing is stored', () => {
    expect(contentUrl('thought-leadership')).toBe('/content/thought-leadership?cc=WWB&switchTo=WWB_en');
  });

  it('uses the stored country and language', () => {
    storage.set('country', 'JP');
    storage.set('language', 'ja');
    expect(contentUrl('about-us')).toBe('/content/about-us?cc=JP&switchTo=JP_ja');
  });
});
