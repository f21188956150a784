import type { LanguageId } from './languages.ts';

export type SiteLocation = 'apac' | 'china';

/** A country/site entry of §3: which languages it offers and which one it opens in. */
export interface CountryEntry {
  code: string;
  name: string;
  langs: readonly LanguageId[];
  defaultLanguage: LanguageId;
  /** ISO 3166-1 alpha-3 code; WWB (worldwide) has none of its own. */
  alphaCode: string;
  /** Only the China entry belongs to the separate China site. */
  siteLocation?: SiteLocation;
  /**
   * §3 add_base_path: whether the entry's addresses carry its `COUNTRY_language` base path (§2). Worldwide's do not:
   * its pages keep the plain address, and a switch to it is said by the `switchTo` query instead.
   */
  addBasePath: boolean;
}

const EN_ONLY = ['en'] as const;

export const COUNTRIES: readonly CountryEntry[] = [
  {
    code: 'WWB',
    name: 'Worldwide',
    langs: ['en', 'de', 'it'],
    defaultLanguage: 'en',
    alphaCode: 'WWB',
    addBasePath: false,
  },
  { code: 'AU', name: 'Australia', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'AUS', addBasePath: true },
  { code: 'BD', name: 'Bangladesh', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'BGD', addBasePath: true },
  { code: 'BT', name: 'Bhutan', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'BTN', addBasePath: true },
  {
    code: 'CN',
    name: 'China',
    langs: ['zhcn', 'en'],
    defaultLanguage: 'zhcn',
    alphaCode: 'CHN',
    siteLocation: 'china',
    addBasePath: true,
  },
  { code: 'HK', name: 'Hong Kong', langs: ['en', 'zhtw'], defaultLanguage: 'en', alphaCode: 'HKG', addBasePath: true },
  { code: 'IN', name: 'India', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'IND', addBasePath: true },
  { code: 'ID', name: 'Indonesia', langs: ['id', 'en'], defaultLanguage: 'id', alphaCode: 'IDN', addBasePath: true },
  { code: 'JP', name: 'Japan', langs: ['ja', 'en'], defaultLanguage: 'ja', alphaCode: 'JPN', addBasePath: true },
  { code: 'KR', name: 'Korea', langs: ['ko', 'en'], defaultLanguage: 'ko', alphaCode: 'KOR', addBasePath: true },
  { code: 'MY', name: 'Malaysia', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'MYS', addBasePath: true },
  { code: 'MM', name: 'Myanmar', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'MMR', addBasePath: true },
  { code: 'NZ', name: 'New Zealand', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'NZL', addBasePath: true },
  { code: 'PK', name: 'Pakistan', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'PAK', addBasePath: true },
  { code: 'PH', name: 'Philippines', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'PHL', addBasePath: true },
  { code: 'SG', name: 'Singapore', langs: EN_ONLY, defaultLanguage: 'en', alphaCode: 'SGP', addBasePath: true },
  { code: 'TW', name: 'Taiwan', langs: ['zhtw', 'en'], defaultLanguage: 'zhtw', alphaCode: 'TWN', addBasePath: true },
  { code: 'TH', name: 'Thailand', langs: ['th', 'en'], defaultLanguage: 'th', alphaCode: 'THA', addBasePath: true },
  { code: 'VN', name: 'Vietnam', langs: ['vi', 'en'], defaultLanguage: 'vi', alphaCode: 'VNM', addBasePath: true },
  { code: 'RU', name: 'Russia', langs: ['ru', 'en'], defaultLanguage: 'ru', alphaCode: 'RUS', addBasePath: true },
  // Not in §3's list, but §2 gives DE and IT legal texts of their own and WWB offers German and Italian (D97).
  { code: 'DE', name: 'Germany', langs: ['de', 'en'], defaultLanguage: 'de', alphaCode: 'DEU', addBasePath: true },
  { code: 'IT', name: 'Italy', langs: ['it', 'en'], defaultLanguage: 'it', alphaCode: 'ITA', addBasePath: true },
];

export const DEFAULT_COUNTRY = 'WWB';
export const CHINA_COUNTRY = 'CN';
/** Countries whose footer shows the Middle-East copyright variant (§2, §9). */
export const MIDDLE_EAST_COUNTRIES = ['QA', 'KW', 'SA', 'AE', 'JO'] as const;

export function findCountry(code: string | null | undefined): CountryEntry | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return COUNTRIES.find((c) => c.code === upper);
}
