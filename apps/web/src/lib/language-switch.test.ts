import { describe, expect, it, vi } from 'vitest';

// locale-store reads the page config and local storage when loaded: give them stand-ins.
const { storage, calls } = vi.hoisted(() => {
  const values = new Map<string, string>();
  vi.stubGlobal('document', { querySelector: () => null });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  });
  return { storage: values, calls: [] as string[] };
});
vi.mock('../i18n/index.ts', () => ({
  changeLanguage: (lang: string) => {
    calls.push(`changeLanguage:${lang}`);
    return Promise.resolve();
  },
}));

const { chinaSiteTarget, localizedPath, switchLanguage } = await import('./language-switch.ts');

describe('localizedPath', () => {
  it('prefixes the current page with COUNTRY_language and keeps the query', () => {
    expect(localizedPath('th', 'th', { pathname: '/survey/core_lab', search: '?a=1' })).toBe(
      '/TH_th/survey/core_lab?a=1',
    );
    // Worldwide has no base path (§3 add_base_path): the choice goes in the query.
    expect(localizedPath('WWB', 'de', { pathname: '/home', search: '' })).toBe('/home?switchTo=WWB_de');
    expect(localizedPath('wwb', 'it', { pathname: '/survey', search: '?a=1&switchTo=JP_ja' })).toBe(
      '/survey?a=1&switchTo=WWB_it',
    );
  });
});

describe('switchLanguage', () => {
  it('stores the choice, loads the language, then navigates', async () => {
    await switchLanguage('JP', 'ja', (to) => void calls.push(`navigate:${to}`), { pathname: '/home', search: '' });
    expect(storage.get('language')).toBe('ja');
    expect(storage.get('country')).toBe('JP');
    expect(calls).toEqual(['changeLanguage:ja', 'navigate:/JP_ja/home']);
  });

  it('does not store CN as the country on the APAC site', async () => {
    calls.length = 0;
    await switchLanguage('CN', 'zhcn', (to) => void calls.push(`navigate:${to}`), { pathname: '/home', search: '' });
    expect(storage.get('country')).toBe('JP');
    expect(calls).toEqual(['changeLanguage:zhcn', 'navigate:/CN_zhcn/home']);
  });
});

describe('chinaSiteTarget', () => {
  const page = { pathname: '/registration', search: '?regfor=lab' };
  const apac = { chinaSiteUrl: 'https://cn.example/', isChinaSite: false };

  it('leads a choice of China on the APAC site to the same page on the China site, in the language chosen', () => {
    expect(chinaSiteTarget('CN', 'zhcn', page, apac)).toBe('https://cn.example/CN_zhcn/registration?regfor=lab');
    expect(chinaSiteTarget('cn', 'en', page, apac)).toBe('https://cn.example/CN_en/registration?regfor=lab');
  });

  it('keeps every other choice on this site, and every choice on the China site itself', () => {
    expect(chinaSiteTarget('TH', 'th', page, apac)).toBeNull();
    expect(chinaSiteTarget('CN', 'zhcn', page, { ...apac, isChinaSite: true })).toBeNull();
    expect(chinaSiteTarget('CN', 'zhcn', page, { chinaSiteUrl: null, isChinaSite: false })).toBeNull();
  });
});
