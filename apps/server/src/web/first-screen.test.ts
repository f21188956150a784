import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertPage } from '../content/content-test-fixtures.ts';
import { contentVersions } from '../db/schema/index.ts';
import { changeFeedOf } from '../shared/change-feed.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta name="portal-config" content=""><title>Built</title><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body><div id="root"></div><script type="application/json" id="page-boot"></script></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12.js', isEntry: true },
  '_app.js': { file: 'assets/app-Cd34.js', name: 'app', css: ['assets/app-Ef56.css'] },
  '_sign-in.js': { file: 'assets/sign-in-Gh78.js', name: 'sign-in', imports: ['_app.js'] },
};
/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): says what it was asked for; a content
 * page shows the title the server's API answers (through `api`, as the app's callApi asks it) and hands on the answer.
 */
const RENDERER = `export async function loadFirstScreenRenderer(config, api) {
  const { siteLocation } = JSON.parse(config);
  return async ({ url, country, language, texts }) => {
    const path = new URL(url).pathname;
    if (path === '/registration') throw new Error('a screen that fails');
    if (path === '/topics') return { html: '<h1>' + url + '</h1>', queries: null };
    if (path === '/aboutus') {
      const response = await api('/api?request=getContentPage', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lang: language, pageType: 'aboutus' }),
      });
      const { data } = await response.json();
      return { html: '<h1>' + (data.page ? data.page.title : response.status) + '</h1>', queries: JSON.stringify(data) };
    }
    return { html: '<h1>' + siteLocation + ' ' + path + ' ' + country + ' ' + language + ' ' + texts.login.title + '</h1>', queries: null };
  };
}`;

async function distWith(renderer: boolean) {
  const dist = await mkdtemp(join(tmpdir(), 'labbench-first-screen-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  if (renderer) {
    await mkdir(join(dist, '.ssr'));
    await writeFile(join(dist, '.ssr', 'entry-server.js'), RENDERER);
  }
  return dist;
}

let t: TestApp;
let withoutRenderer: TestApp;
let switchedOff: TestApp;
const dists: string[] = [];
beforeAll(async () => {
  dists.push(await distWith(true), await distWith(false));
  t = await createTestApp({ env: { WEB_DIST_DIR: dists[0]!, FIRST_SCREEN_RENDER: 'on' } });
  withoutRenderer = await createTestApp({ env: { WEB_DIST_DIR: dists[1]!, FIRST_SCREEN_RENDER: 'on' } });
  switchedOff = await createTestApp({ env: { WEB_DIST_DIR: dists[0]!, FIRST_SCREEN_RENDER: 'off' } });
});
afterAll(async () => {
  await t.close();
  await withoutRenderer.close();
  await switchedOff.close();
  await Promise.all(dists.map((dist) => rm(dist, { recursive: true, force: true })));
});

const page = async (app: TestApp, url: string) => (await app.app.inject({ method: 'GET', url })).body;
const root = (html: string) => /<div id="root"[^>]*>(.*?)<\/div>/.exec(html);

describe('the first screen the server renders into the page (D182)', () => {
  it('fills #root for a first-time visitor in the language of the address, and says for whom', async () => {
    const html = await page(t, '/TH_th/login');
    expect(root(html)?.[0]).toContain('data-first-screen');
    expect(root(html)?.[1]).toBe('<h1>apac /login TH th เข้าสู่ระบบ</h1>');
    expect(html).toContain('<meta name="first-screen" content="TH th">');
  });

  it('checks, last in the head, whether the first screen is this browser’s, and starts the app only after it', async () => {
    const html = await page(t, '/login');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/first-screen\.js\?v=[\w-]+" data-app="\/assets\/index-Ab12\.js"><\/script>$/);
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-Ef56.css">');
    expect(head).not.toContain('modulepreload');
  });

  it('serves the check as a script the browser keeps', async () => {
    const html = await page(t, '/login');
    const address = /<script src="(\/first-screen\.js\?v=[\w-]+)"/.exec(html)?.[1] ?? '';
    const response = await t.app.inject({ method: 'GET', url: address });
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('data-first-screen');
    expect(response.body).toContain('localStorage, sessionStorage');
  });

  it('leaves other screens, addresses with a query and a failing render to the browser, as before', async () => {
    for (const url of ['/survey', '/login?regfor=lab', '/registration']) {
      const html = await page(t, url);
      expect(root(html)?.[0], url).toBe('<div id="root"></div>');
      expect(html, url).not.toContain('name="first-screen"');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    }
    expect(await page(t, '/home')).toContain('data-first-screen');
  });

  it('renders a content page with what the API answers a signed-out visitor, until the content changes (D184)', async () => {
    const pageId = await insertPage(t.db, {
      pageType: 'aboutus',
      versions: [{ lang: 'en', title: 'About </script> us' }],
    });
    await changeFeedOf(t.db)?.settle();
    const html = await page(t, '/SG_en/aboutus');
    expect(root(html)?.[1]).toBe('<h1>About </script> us</h1>');
    const queries = /<script type="application\/json" id="first-screen-queries">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(queries).toContain('About \\u003c/script> us');
    expect(JSON.parse(queries)).toMatchObject({ page: { title: 'About </script> us', language: 'en' } });

    await t.db.update(contentVersions).set({ title: 'About us, changed' }).where(eq(contentVersions.itemId, pageId));
    await changeFeedOf(t.db)?.settle();
    expect(root(await page(t, '/SG_en/aboutus'))?.[1]).toBe('<h1>About us, changed</h1>');
  });

  it('renders for the site’s own address (PUBLIC_URL), whatever host the request names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/topics', headers: { host: 'elsewhere.example' } });
    expect(root(response.body)?.[1]).toBe(`<h1>${t.config.publicUrl}/topics</h1>`);
  });

  it('renders nothing with FIRST_SCREEN_RENDER off', async () => {
    const html = await page(switchedOff, '/login');
    expect(root(html)?.[0]).toBe('<div id="root"></div>');
    expect(html).not.toContain('first-screen.js');
  });

  it('serves the page as before when the build has no renderer', async () => {
    const html = await page(withoutRenderer, '/login');
    expect(root(html)?.[0]).toBe('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-Gh78.js">');
  });
});
