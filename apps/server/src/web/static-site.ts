import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, findCountry } from '@labbench/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { countryVary, requestCountry } from '../geo/request-country.ts';
import { readTranslationFile } from '../translation/translation-files.ts';
import { fillPageBoot } from './page-boot.ts';
import { fillPortalConfig } from './portal-config-meta.ts';
import { routePreloadLinks } from './route-preloads.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> in the repository, then reload.</p></body></html>
`;

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * index.html for one visitor: portal-config, the detected country with its default language's texts (a browser
 * whose stored language differs loads that language's file itself, apps/web/src/i18n) and the route's preloads.
 */
async function pageFor(html: string, request: FastifyRequest, config: Config, db: Database): Promise<string> {
  const country = requestCountry(request, config);
  const language = findCountry(country)?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const [texts, preloads] = await Promise.all([
    readTranslationFile(db, language),
    routePreloadLinks(config.webDistDir, html, request.url.split('?')[0] ?? ''),
  ]);
  const page = fillPageBoot(fillPortalConfig(html, config), { country, language, texts });
  return page.replace('</head>', () => `${preloads}</head>`);
}

/**
 * The built web app from WEB_DIST_DIR, and index.html (filled in) for every other GET path so the SPA router can
 * handle it. index.html is read per request: a build made while the server runs is picked up. Built files are
 * sent as the build compressed them (`.br`, `.gz` beside each one) when the browser accepts that.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config, db: Database): Promise<void> {
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
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/') || path === '/api') {
      return reply.code(404).send({ error: 'not found' });
    }
    let html: string;
    try {
      html = await readFile(join(config.webDistDir, 'index.html'), 'utf8');
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', countryVary(config))
      .compress(await pageFor(html, request, config, db));
  });
}
