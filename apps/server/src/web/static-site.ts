import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, findCountry } from '@labbench/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { countryVary, requestCountry } from '../geo/request-country.ts';
import { EncodedBody, sendEncoded } from '../shared/encoded-body.ts';
import { PerVersion } from '../shared/texts-cache.ts';
import type { TextsCache } from '../shared/texts-cache.ts';
import { fillPageBoot } from './page-boot.ts';
import { fillPortalConfig } from './portal-config-meta.ts';
import { routeChunkOf, routePreloadLinks } from './route-preloads.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> in the repository, then reload.</p></body></html>
`;

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** A screen of the app: its last segment has no dot, as every file of the build has (Vite keeps the extensions). */
const isScreenPath = (path: string) => !path.startsWith('/assets/') && !/\.[^/]*$/.test(path);

/** One build's index.html, and the pages filled from it: per texts version, country and preloaded route chunk. */
interface BuiltIndex {
  html: string;
  mtimeMs: number;
  size: number;
  pages: PerVersion<EncodedBody>;
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
        built = { html, mtimeMs: stats.mtimeMs, size: stats.size, pages: new PerVersion() };
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

/**
 * index.html for one country and route: portal-config, the country with its default language's texts (a browser
 * whose stored language differs loads that language's file itself, apps/web/src/i18n) and the route's preloads.
 */
async function fillPage(html: string, config: Config, texts: TextsCache, country: string, chunk: string | undefined) {
  const language = findCountry(country)?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const [languageTexts, preloads] = await Promise.all([
    texts.language(language),
    routePreloadLinks(config.webDistDir, html, chunk),
  ]);
  const page = fillPageBoot(fillPortalConfig(html, config), { country, language, texts: languageTexts.json });
  return new EncodedBody(page.replace('</head>', () => `${preloads}</head>`));
}

/**
 * The built web app from WEB_DIST_DIR, and index.html (filled in) for every other GET path so the SPA router can
 * handle it. Filled pages are kept per texts version (D67), country, route chunk and build, compressed once. Built
 * files are sent as the build compressed them (`.br`, `.gz` beside each one) when the browser accepts that.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config, texts: TextsCache): Promise<void> {
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
  const indexHtml = watchIndexHtml(join(config.webDistDir, 'index.html'), texts.checkMs);
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [built, version] = await Promise.all([indexHtml(), texts.version()]);
    if (!built) {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    }
    const country = requestCountry(request, config);
    const chunk = routeChunkOf(pathOf(request));
    const page = await built.pages.get(version, `${country} ${chunk ?? ''}`, () =>
      fillPage(built.html, config, texts, country, chunk),
    );
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
