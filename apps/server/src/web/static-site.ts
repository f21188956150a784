import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, findCountry } from '@labbench/contract';
import { isFirstScreenPath } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { articleHead, pageHead } from '../content/content-heads.ts';
import type { Database } from '../db/client.ts';
import { countryVary, requestCountry } from '../geo/request-country.ts';
import { EncodedBody, sendEncoded } from '../shared/encoded-body.ts';
import type { TextsCache } from '../shared/texts-cache.ts';
import { headRouteOf, pageAddress } from './page-address.ts';
import { fillPageBoot } from './page-boot.ts';
import { PageCache } from './page-cache.ts';
import { applyPageHead, buildPageHead } from './page-head.ts';
import type { HeadSources, PageHead } from './page-head.ts';
import { firstScreenRenderer, registerFirstScreenCheck, withFirstScreen } from './first-screen.ts';
import type { FirstScreen } from '@labbench/contract/constants';
import { inProcessApi } from './first-screen-api.ts';
import { CacheKind } from '../shared/feed-cache.ts';
import { fillPortalConfig, portalConfigJson, withAssetBase } from './portal-config-meta.ts';
import { routeChunkOf, routePreloadLinks } from './route-preloads.ts';
import { registerSeoFiles } from './seo-files.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> in the repository, then reload.</p></body></html>
`;

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** A screen of the app: its last segment has no dot, as every file of the build has (Vite keeps the extensions). */
const isScreenPath = (path: string) => !path.startsWith('/assets/') && !/\.[^/]*$/.test(path);

/** Filled pages kept per build: every country, language and screen, and the content routes' heads (bounded). */
const MAX_PAGES = 5_000;

/** Media of the deployment (MEDIA_DIR, the home page's videos): not content-hashed, so kept a short while. */
const MEDIA_CACHE = 'public, max-age=3600';

/** A rendered first screen, numbered: a page filled with it is kept under that number. */
interface RenderedScreen extends FirstScreen {
  id: number;
}

/**
 * Rendered first screens per build, texts version, country, language and address. A content screen shows the
 * content (D184), so every change of content drops them all, in every process (D78); a screen that could not be
 * rendered is tried again next time.
 */
const renderedScreens = new CacheKind<RenderedScreen | null>({
  max: MAX_PAGES,
  prefixes: ['content'],
  clearOn: ['content'],
  keep: (screen) => screen !== null,
});
let renders = 0;

/** One build's index.html, and the pages filled from it: per texts version, country, language, chunk and head. */
interface BuiltIndex {
  html: string;
  mtimeMs: number;
  size: number;
  pages: PageCache<EncodedBody>;
}

/**
 * index.html of the build, looked at (stat) at most every `checkMs` like the texts version, so a build made while
 * the server runs is picked up without a file-system call per request. A new file starts with no filled pages.
 */
function watchIndexHtml(path: string, checkMs: number): () => Promise<BuiltIndex | null> {
  let built: BuiltIndex | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<BuiltIndex | null> | null = null;
  const check = async () => {
    const startedAt = performance.now();
    try {
      const stats = await stat(path).catch(() => null);
      if (!stats) built = null;
      else if (!built || built.mtimeMs !== stats.mtimeMs || built.size !== stats.size) {
        const html = await readFile(path, 'utf8');
        built = { html, mtimeMs: stats.mtimeMs, size: stats.size, pages: new PageCache(MAX_PAGES) };
      }
      checkedAt = startedAt;
      return built;
    } finally {
      checking = null;
    }
  };
  return () => {
    if (performance.now() - checkedAt < checkMs) return Promise.resolve(built);
    checking ??= check();
    return checking;
  };
}

/** What one request's page is filled with. */
interface PageFill {
  country: string;
  language: LanguageId;
  /** The language's texts as its translation file's JSON. */
  texts: string;
  chunk: string | undefined;
  head: PageHead;
  /** The server-rendered first screen (first-screen.ts), if the page has one. */
  firstScreen: FirstScreen | null;
}

/**
 * index.html for one request: portal-config, the country with the language's texts (the address's choice, else the
 * country's default language; a browser whose stored language differs loads that file itself, apps/web/src/i18n),
 * the page's head (page-head.ts), the route's preloads and the first screen, if the server rendered one.
 */
async function fillPage(html: string, config: Config, fill: PageFill) {
  const { country, language, texts, chunk, head, firstScreen } = fill;
  const preloads = await routePreloadLinks(config.webDistDir, html, chunk, { afterPaint: firstScreen !== null });
  const filled = applyPageHead(fillPageBoot(fillPortalConfig(html, config), { country, language, texts }), head);
  const preloaded = filled.replace('</head>', () => `${preloads}</head>`);
  const page = firstScreen === null ? preloaded : withFirstScreen(preloaded, firstScreen, { country, language });
  return new EncodedBody(withAssetBase(page, config.cdnUrl));
}

/**
 * The built web app from WEB_DIST_DIR, and index.html (filled in) for every other GET path so the SPA router can
 * handle it. Filled pages are kept per texts version (D67), country, language, route chunk, head and build, compressed
 * once; a content route's head comes from the content cache (dropped on every content change), so a published change
 * makes a new page. Built files are sent as the build compressed them (`.br`, `.gz` beside each one) when the browser
 * accepts that. MEDIA_DIR is served under /media; robots.txt and sitemap.xml unless the build has its own.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  config: Config,
  texts: TextsCache,
  db: Database,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    suppressWarning: true,
    cacheControl: false,
    // Directories (/) and index.html go to the fallback below, which fills them in.
    allowedPath: (path) => path !== '/index.html' && !path.endsWith('/'),
    setHeaders: (reply, path) => {
      const relative = path.slice(config.webDistDir.length).replaceAll('\\', '/');
      reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  if (config.mediaDir) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', MEDIA_CACHE);
      },
    });
  }
  registerSeoFiles(app, config, db);
  const sources: HeadSources = {
    article: (lang, section, slug) => articleHead(db, lang, section, slug),
    page: (lang, pageType, country) => pageHead(db, lang, pageType, country),
  };
  const indexHtml = watchIndexHtml(join(config.webDistDir, 'index.html'), texts.checkMs);
  registerFirstScreenCheck(app);
  const renderFirstScreen = firstScreenRenderer(
    config.webDistDir,
    portalConfigJson(config),
    inProcessApi(app),
    app.log,
  );
  // The site's own address (PUBLIC_URL), not the request's Host: a content page's link to it is the app's link, and
  // no visitor can make the server render a page again by naming another host.
  const { origin } = new URL(config.publicUrl);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [built, version] = await Promise.all([indexHtml(), texts.version()]);
    if (!built) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    }
    const address = pageAddress(request.url);
    const country = address.choice?.country ?? requestCountry(request, config);
    const language = address.choice?.language ?? findCountry(country)?.defaultLanguage ?? DEFAULT_LANGUAGE;
    const languageTexts = await texts.language(language);
    const route = headRouteOf(address.path);
    const head = await buildPageHead(sources, config, { address, route, country, language, texts: languageTexts.tree });
    const chunk = routeChunkOf(address.path);
    // A first screen is the same for every visitor of a country and language: rendered once, until content changes.
    const rendered = config.firstScreenRender && isFirstScreenPath(address.path) && !request.url.includes('?');
    const screenKey = JSON.stringify([built.mtimeMs, version, country, language, address.path]);
    const firstScreen = rendered
      ? await renderedScreens.get(db, screenKey, async () => {
          const screen = await renderFirstScreen(built.mtimeMs, {
            url: `${origin}${address.path}`,
            country,
            language,
            texts: languageTexts.tree as Record<string, unknown>,
          });
          return screen && { ...screen, id: (renders += 1) };
        })
      : null;
    const key = JSON.stringify([country, language, chunk ?? '', head, firstScreen?.id ?? '']);
    const page = await built.pages.get(version, key, () =>
      fillPage(built.html, config, { country, language, texts: languageTexts.json, chunk, head, firstScreen }),
    );
    reply.code(head.status);
    return sendEncoded(request, reply, page, 'text/html; charset=utf-8', countryVary(config));
  };
  // A screen's address skips fastify-static's wildcard route, which asks the file system (readdir, stat) first.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*' || !isScreenPath(pathOf(request))) return;
    if (request.method === 'GET' || request.method === 'HEAD') return servePage(request, reply);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/') || path === '/api') {
      return reply.code(404).send({ error: 'not found' });
    }
    return servePage(request, reply);
  });
}
