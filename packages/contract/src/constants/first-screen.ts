import { PAGE_PATHS, SECTION_PATHS, contentPaths } from '../content/paths.ts';

/**
 * The public screens the server renders for a first-time visitor (D182): their guards let every visitor through and
 * they call no API for their first screen. The browser hydrates them.
 */
export const FIRST_SCREEN_PATHS: readonly string[] = [
  '/home',
  '/login',
  '/registration',
  '/registration/thankYou',
  '/forgot-password',
  '/forgot-password-success',
  '/successfull-reset',
];

/** The content area's screens without a parameter: its pages, article lists, topics, contributors, newsletter. */
const CONTENT_SCREEN_PATHS: readonly string[] = [
  ...Object.values(PAGE_PATHS),
  ...Object.values(SECTION_PATHS),
  contentPaths.topics,
  contentPaths.contributors,
  contentPaths.newsletter,
];

/** Lists whose screens take one segment more: an article of a section, a topic's articles. */
const CONTENT_SCREEN_PARENTS: readonly string[] = [...Object.values(SECTION_PATHS), contentPaths.topics];

/**
 * The screens of a mailed link, the token one segment more: the e-mail verification and the password reset. The server
 * draws them as they first show, the link being checked; the check is the browser's (D185).
 */
const MAILED_LINK_PARENTS: readonly string[] = ['/home', '/confirm-password'];

/**
 * Whether the server renders `pathname`'s first screen: one of FIRST_SCREEN_PATHS, a screen of the content area,
 * which the server renders with the content it shows (D184), or a mailed link's screen before its check (D185).
 * Newsletter links are left to the browser: their screen's first call confirms or ends a subscription.
 */
export function isFirstScreenPath(pathname: string): boolean {
  if (FIRST_SCREEN_PATHS.includes(pathname) || CONTENT_SCREEN_PATHS.includes(pathname)) return true;
  const cut = pathname.lastIndexOf('/');
  if (cut <= 0 || cut === pathname.length - 1) return false;
  const parent = pathname.slice(0, cut);
  return CONTENT_SCREEN_PARENTS.includes(parent) || MAILED_LINK_PARENTS.includes(parent);
}

/** Local-storage keys of §3 that hold the visitor's language and country. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const COUNTRY_STORAGE_KEY = 'country';

/** `<meta name="first-screen" content="COUNTRY language">`: whom the server rendered `#root` for. */
export const FIRST_SCREEN_META = 'first-screen';
/** The id of the page's JSON script with the API answers a server-rendered screen shows (D184). */
export const FIRST_SCREEN_QUERIES = 'first-screen-queries';
/** The attribute of `<html>` that the check sets to `off` when the server's first screen is not this browser's. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** As much of the Web Storage interface as the check reads. */
export interface StorageReader {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

/**
 * Whether the server's first screen is what this browser would render itself: a first-time visitor's, with nothing
 * stored but `expected` (the language and country the server rendered it in, by their storage keys). Anything else
 * (a session, an answered cookie notice, a mark of this tab's session) may change the first screen, so the app then
 * renders it anew. It runs in the page's head before the first paint (apps/server/src/web/first-screen.ts), as the
 * source text of this function: it must use nothing from outside it.
 */
export function firstScreenStands(
  local: StorageReader,
  session: StorageReader,
  expected: Readonly<Record<string, string>>,
): boolean {
  if (session.length > 0) return false;
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key === null || !Object.hasOwn(expected, key) || local.getItem(key) !== expected[key]) return false;
  }
  return true;
}
