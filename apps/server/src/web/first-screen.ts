import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COUNTRY_STORAGE_KEY,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_META,
  FIRST_SCREEN_QUERIES,
  LANGUAGE_STORAGE_KEY,
  firstScreenStands,
} from '@labbench/contract/constants';
import type { FirstScreen, FirstScreenApi, FirstScreenRequest, RenderFirstScreen } from '@labbench/contract/constants';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

interface RendererModule {
  loadFirstScreenRenderer: (portalConfigJson: string, api: FirstScreenApi) => Promise<RenderFirstScreen>;
}

/** The renderer's module in a web build (vite.config.ts, `vite build --ssr`). */
const RENDERER_PATH = join('.ssr', 'entry-server.js');

/** Longest wait for the first paint: a browser that reports no paint entries still starts the app. */
const PAINT_WAIT_MS = 3_000;

/** index.html's entry script, which the check starts instead (`data-app`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The script last in the page's head (D182). Before the body is parsed it decides whether the server's first screen
 * is this browser's (firstScreenStands); when not, `<html data-first-screen="off">` hides it (layout.css). Then it
 * starts the app's entry (its address in `data-app`) once the page is parsed: at once when the screen is hidden, else
 * once the page has painted it (or cannot: a hidden tab paints nothing), so the app's code neither delays that paint
 * nor is needed for it.
 */
const CHECK_SCRIPT = `(function () {
  var self = document.currentScript;
  var meta = document.querySelector('meta[name="${FIRST_SCREEN_META}"]');
  var served = meta ? (meta.getAttribute('content') || '').split(' ') : [];
  var expected = {};
  expected[${JSON.stringify(COUNTRY_STORAGE_KEY)}] = served[0];
  expected[${JSON.stringify(LANGUAGE_STORAGE_KEY)}] = served[1];
  var stands = false;
  try {
    stands = (${firstScreenStands.toString()})(localStorage, sessionStorage, expected);
  } catch (error) {}
  if (!stands) document.documentElement.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)}, 'off');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry reads the parsed page (#root, the boot data): never before the parser is done.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load);
    else load();
  }
  function load() {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = self.getAttribute('data-app');
    document.head.appendChild(app);
  }
  if (!stands || document.visibilityState === 'hidden') return start();
  setTimeout(start, ${PAINT_WAIT_MS});
  try {
    new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
  }
})();
`;
const CHECK_VERSION = createHash('sha256').update(CHECK_SCRIPT).digest('base64url').slice(0, 12);
const CHECK_PATH = '/first-screen.js';

/** Serves the check; its address carries its version, so browsers keep it for a year. */
export function registerFirstScreenCheck(app: FastifyInstance): void {
  app.get(CHECK_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(CHECK_SCRIPT),
  );
}

/** The screen's API answers for the app's query cache (start-app.tsx); `<` escaped, so no text ends the script. */
const queriesScript = (queries: string | null) =>
  queries === null
    ? ''
    : `<script type="application/json" id="${FIRST_SCREEN_QUERIES}">${queries.replaceAll('<', '\\u003c')}</script>`;

/**
 * A server-rendered first screen in the page: `#root` filled (inert until the app has taken it over, so no input is
 * lost to the hydration), whom it was rendered for, and the check last in the head,
 * after the stylesheets it lets the browser fetch meanwhile and before the body it decides on. The app's scripts are
 * not preloaded (route-preloads.ts): the entry loads them once the page has painted.
 */
export function withFirstScreen(
  html: string,
  { html: rootHtml, queries }: FirstScreen,
  { country, language }: { country: string; language: string },
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const head = `<meta name="${FIRST_SCREEN_META}" content="${country} ${language}"><script src="${CHECK_PATH}?v=${CHECK_VERSION}" data-app="${entry}"></script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE} inert>${rootHtml}</div>${queriesScript(queries)}`,
    );
}

/**
 * The web build's renderer, loaded on first use and again when the build changes (`builtAt`, index.html's time). A
 * build without one, or a renderer that fails, leaves the page to the browser as before (logged once per build).
 */
export function firstScreenRenderer(
  distDir: string,
  portalConfigJson: string,
  api: FirstScreenApi,
  log: FastifyBaseLogger,
) {
  let loaded: { builtAt: number; render: Promise<RenderFirstScreen | null> } | null = null;
  const load = async (builtAt: number): Promise<RenderFirstScreen | null> => {
    const path = join(distDir, RENDERER_PATH);
    if (!(await stat(path).catch(() => null))) return null;
    const module = (await import(`${pathToFileURL(path).href}?built=${builtAt}`)) as RendererModule;
    return module.loadFirstScreenRenderer(portalConfigJson, api);
  };
  let failedBuild: number | null = null;
  return async (builtAt: number, request: FirstScreenRequest): Promise<FirstScreen | null> => {
    if (loaded?.builtAt !== builtAt) loaded = { builtAt, render: load(builtAt) };
    try {
      const render = await loaded.render;
      return render ? await render(request) : null;
    } catch (error) {
      if (failedBuild !== builtAt) log.warn({ err: error, url: request.url }, 'first screen not rendered');
      failedBuild = builtAt;
      return null;
    }
  };
}
