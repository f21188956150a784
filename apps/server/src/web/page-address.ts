import {
  ARTICLE_SECTIONS,
  PAGE_PATHS,
  PAGE_TYPES,
  SECTION_PATHS,
  contentPaths,
  findCountry,
  isLanguageId,
} from '@labbench/contract';
import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';

/** The texts of a route's title and meta description: `layout.meta.<key>.title` and `.description` (§3). */
export type MetaKey =
  'home' | 'survey' | 'insights' | 'thoughtLeadership' | 'contributors' | 'topics' | 'newsletter' | PageType;

/** The routes whose served HTML carries their own head (issue 17 item 3), as the web's page-meta.ts names them. */
export type HeadRoute =
  | { kind: 'meta'; key: MetaKey }
  | { kind: 'page'; key: MetaKey; pageType: PageType }
  | { kind: 'article'; section: ArticleSection; slug: string };

const SECTION_KEYS: Record<ArticleSection, MetaKey> = {
  'thought-leadership': 'thoughtLeadership',
  inspiration: 'insights',
};

const META_PATHS = new Map<string, HeadRoute>([
  ['/home', { kind: 'meta', key: 'home' }],
  ['/survey', { kind: 'meta', key: 'survey' }],
  [contentPaths.topics, { kind: 'meta', key: 'topics' }],
  [contentPaths.contributors, { kind: 'meta', key: 'contributors' }],
  [contentPaths.newsletter, { kind: 'meta', key: 'newsletter' }],
  ...ARTICLE_SECTIONS.map((section): [string, HeadRoute] => [
    SECTION_PATHS[section],
    { kind: 'meta', key: SECTION_KEYS[section] },
  ]),
  ...PAGE_TYPES.map((pageType): [string, HeadRoute] => [
    PAGE_PATHS[pageType],
    { kind: 'page', key: pageType, pageType },
  ]),
]);

/** The head route of a path without its locale prefix; null for the app's other screens. */
export function headRouteOf(path: string): HeadRoute | null {
  const known = META_PATHS.get(path);
  if (known) return known;
  for (const section of ARTICLE_SECTIONS) {
    const prefix = `${SECTION_PATHS[section]}/`;
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (!rest || rest.includes('/')) return null;
    try {
      return { kind: 'article', section, slug: decodeURIComponent(rest) };
    } catch {
      return null;
    }
  }
  const topic = /^\/topics\/[^/]+$/.test(path);
  return topic ? { kind: 'meta', key: 'topics' } : null;
}

/** A country and language chosen in the address (§2: a `COUNTRY_language` first segment, or `switchTo`). */
export interface LocaleChoice {
  country: string;
  language: LanguageId;
}

export interface PageAddress {
  /** The path the app shows: without the locale segment and trailing slashes. */
  path: string;
  /** The choice the address makes, as the web's address middleware reads it; null when none. */
  choice: LocaleChoice | null;
  /** Whether the path began with a locale segment (such an address is a language version, D119). */
  prefixed: boolean;
}

function localeCode(code: string | null): LocaleChoice | null {
  const match = code ? /^([A-Za-z]{2,3})_([A-Za-z]+)$/.exec(code) : null;
  if (!match) return null;
  const country = findCountry(match[1]);
  const language = match[2]!.toLowerCase();
  return country && isLanguageId(language) ? { country: country.code, language } : null;
}

/** Reads a request URL as apps/web/src/lib/locale-prefix.ts does (the query's choice wins over the path's). */
export function pageAddress(url: string): PageAddress {
  const [pathname = '/', search = ''] = url.split('?');
  const [, first = '', ...rest] = pathname.split('/');
  const fromPath = localeCode(first);
  const fromQuery = localeCode(new URLSearchParams(search).get('switchTo'));
  const path = (fromPath ? `/${rest.join('/')}` : pathname).replace(/(.)\/+$/, '$1');
  return { path, choice: fromQuery ?? fromPath, prefixed: fromPath !== null };
}
