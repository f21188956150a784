import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_PATHS, SECTION_PATHS, contentPaths } from '@labbench/contract/constants';

/**
 * The first screens whose chunk (named by the build's screen groups, apps/web/vite.config.ts, or after the route's
 * module) index.html preloads, so the browser fetches it with the entry script instead of after it has run.
 */
const ROUTE_CHUNKS: Readonly<Record<string, string>> = {
  '/home': 'app',
  '/login': 'sign-in',
  '/registration': 'registration',
  '/registration/thankYou': 'profile-thank-you',
  '/forgot-password': 'forgot-password',
  '/forgot-password-success': 'forgot-password-success',
  '/successfull-reset': 'successful-reset',
  '/newsletter': 'content-routes,newsletter',
};

/** The screens that answer a mailed link: the address ends in its token. */
const TOKEN_ROUTE_CHUNKS: ReadonlyArray<readonly [string, string]> = [
  ['/confirm-password/', 'confirm-password'],
  ['/home/', 'verify-email'],
  ['/newsletter/confirm/', 'content-routes,newsletter-confirm'],
  ['/newsletter/unsubscribe/', 'content-routes,newsletter-unsubscribe'],
];

/**
 * The content area's reading screens: their route table (added on first use, apps/web/src/app/content-routes.tsx)
 * and the screens' chunk, preloaded with index.html so an article arrives in one round of requests.
 */
const CONTENT_CHUNKS = 'content-routes,content';
const CONTENT_PREFIXES = [
  ...Object.values(PAGE_PATHS),
  ...Object.values(SECTION_PATHS),
  contentPaths.topics,
  contentPaths.contributors,
];

/** An entry of Vite's build manifest (`build.manifest`), as far as read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/** The chunk, the chunks it imports statically and their CSS, in manifest order. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { scripts, styles };
}

/** The chunk whose preloads index.html gets for `pathname`, if any: part of the key of the cached pages. */
export function routeChunkOf(pathname: string): string | undefined {
  const route = pathname.replace(/\/+$/, '');
  if (Object.hasOwn(ROUTE_CHUNKS, route)) return ROUTE_CHUNKS[route];
  const token = TOKEN_ROUTE_CHUNKS.find(
    ([prefix]) => route.startsWith(prefix) && !route.slice(prefix.length).includes('/'),
  );
  if (token) return token[1];
  return CONTENT_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))
    ? CONTENT_CHUNKS
    : undefined;
}

/**
 * `<link rel="modulepreload">` (and the stylesheets) of the chunks `names` (routeChunkOf: names joined by commas),
 * for the files index.html does not name already. Empty without a chunk, or when the build has no manifest. Beside a
 * server-rendered first screen (`afterPaint`) only the stylesheets: the paint needs nothing else, and the app's
 * scripts load once the page has painted (first-screen.ts, D182).
 */
export async function routePreloadLinks(
  distDir: string,
  html: string,
  names: string | undefined,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): Promise<string> {
  if (!names) return '';
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return '';
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const name of names.split(',')) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === name);
    if (!key) continue;
    const files = chunkFiles(manifest, key);
    files.scripts.forEach((file) => scripts.add(file));
    files.styles.forEach((file) => styles.add(file));
  }
  const fresh = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(afterPaint
      ? []
      : [...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)),
  ].join('');
}
