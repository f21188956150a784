import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { translations } from '../db/schema/index.ts';
import { bumpTextsVersion } from '../shared/texts-version.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

const INDEX = `<!doctype html><html><head><meta name="portal-config" content=""><script type="module" src="/assets/app-Ab12Cd.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-Ef34.js"></head><body><div id="root"></div><script type="application/json" id="page-boot"></script></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app-Ab12Cd.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-Ef34.js' },
  '_sign-in-Gh56.js': {
    file: 'assets/sign-in-Gh56.js',
    name: 'sign-in',
    imports: ['_shared.js', '_grid.js'],
    css: ['assets/sign-in-Ij78.css'],
  },
  '_grid.js': { file: 'assets/grid-Kl90.js' },
};
const JS = 'console.log("a file long enough to be worth compressing");\n'.repeat(40);

const ENV = {
  COMPANY_SLUG: 'acme',
  CONTENT_SITE_URL: 'https://content.example/?a=1&b="2"',
  CHINA_SITE_URL: 'https://cn.example',
};

let t: TestApp;
/** The same site reading the texts version on every request, so a bump is served at once. */
let fresh: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'labbench-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'app-Ab12Cd.js'), JS);
  await writeFile(join(dist, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(JS));
  await writeFile(join(dist, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(JS));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, ...ENV } });
  fresh = await buildApp(testConfig({ WEB_DIST_DIR: dist, ...ENV }), t.db, { textsCheckMs: 0 });
});
afterAll(async () => {
  await fresh.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The JSON the server put in index.html's page-boot element. */
const pageBoot = (html: string) =>
  JSON.parse(/id="page-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    country: string;
    language: string;
    texts: unknown;
  };

describe('the web app', () => {
  it('serves index.html with portal-config filled and HTML-escaped', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const content = /<meta name="portal-config" content="([^"]*)">/.exec(response.body)?.[1] ?? '';
    expect(content).toContain('&quot;');
    expect(content).not.toMatch(/[<>]/);
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    const config = JSON.parse(decoded) as Record<string, unknown>;
    // BUILD_DATE unset: the date of the built index.html (D137).
    expect(config.buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect({ ...config, buildDate: undefined }).toEqual({
      siteLocation: 'apac',
      companySlug: 'acme',
      contentSiteUrl: 'https://content.example/?a=1&b="2"',
      chinaSiteUrl: 'https://cn.example',
      signInProviders: [],
      labInsightVideos: {},
      siteUrlForLogo: '/home',
    });
  });

  it('names the configured sign-in providers in portal-config, without their settings', async () => {
    const providers = [
      { provider: 'ciam', issuer: 'https://id.corp.example', clientId: 'portal-ciam', clientSecret: 'ciam-secret' },
      { provider: 'facebook', issuer: 'https://www.facebook.com', clientId: 'portal-fb', clientSecret: 'fb-secret' },
    ];
    const app = await buildApp(testConfig({ WEB_DIST_DIR: dist, OIDC_PROVIDERS: JSON.stringify(providers) }), t.db);
    try {
      const body = (await app.inject({ method: 'GET', url: '/login' })).body;
      expect(body).toContain('&quot;signInProviders&quot;:[&quot;ciam&quot;,&quot;facebook&quot;]');
      expect(body).not.toContain('secret');
      expect(body).not.toContain('portal-ciam');
    } finally {
      await app.close();
    }
  });

  it('falls back to index.html for app routes, including /index.html itself', async () => {
    for (const path of ['/home', '/survey/core_lab?x=1', '/acme-admin', '/index.html']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('&quot;companySlug&quot;:&quot;acme&quot;');
    }
  });

  it('lets browsers keep hashed assets forever and revalidate other files', async () => {
    const asset = await get('/assets/app-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's precompressed file to a browser that accepts it", async () => {
    const br = await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    expect((await get('/assets/app-Ab12Cd.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await get('/assets/app-Ab12Cd.js')).body).toBe(JS);
  });

  it("brings the detected country, its language and that language's texts with index.html, compressed", async () => {
    const response = await get('/home', { 'accept-language': 'ja-JP,ja;q=0.9', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-language/);
    const html = brotliDecompressSync(response.rawPayload).toString();
    const boot = pageBoot(html);
    expect(boot).toMatchObject({ country: 'JP', language: 'ja' });
    const texts: unknown = (await get('/assets/i18n/ja.json')).json();
    expect(boot.texts).toEqual(texts);
    expect(pageBoot((await get('/login')).body)).toMatchObject({
      country: 'WWB',
      language: 'en',
    });
  });

  it('preloads the route chunk of the first screen and what it imports, not what index.html names', async () => {
    const html = (await get('/login')).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-Gh56.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-Kl90.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/sign-in-Ij78.css">');
    expect(html.match(/shared-Ef34\.js/g)).toHaveLength(1);
    expect((await get('/registration')).body).not.toContain('sign-in-Gh56');
  });

  it('does not let a text close the page-boot element', async () => {
    await t.db
      .insert(translations)
      .values({ langId: 'en', translateKey: 'zzTest.evil', value: '</script><script>alert(1)</script>' });
    await bumpTextsVersion(t.db);
    const html = (await fresh.inject({ method: 'GET', url: '/home' })).body;
    expect(html).not.toContain('</script><script>alert(1)');
    const boot = pageBoot(html);
    expect((boot.texts as { zzTest: { evil: string } }).zzTest.evil).toBe('</script><script>alert(1)</script>');
  });

  it('sends index.html with an ETag and answers 304 while the texts and the build are unchanged', async () => {
    const headers = { 'accept-language': 'th-TH', 'accept-encoding': 'br' };
    const first = await get('/home', headers);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(first.headers.vary).toBe('accept-encoding, accept-language');
    const again = await get('/home', { ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another country's page (other texts) is another body.
    expect((await get('/home', { 'accept-language': 'ja-JP', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('brings a text saved with a version bump, under a new ETag', async () => {
    const before = await fresh.inject({ method: 'GET', url: '/home', headers: { 'accept-language': 'th-TH' } });
    await t.db
      .update(translations)
      .set({ value: 'ข้อความที่แก้ไขแล้ว' })
      .where(and(eq(translations.langId, 'th'), eq(translations.translateKey, 'header.translateToggle')));
    await bumpTextsVersion(t.db);
    const after = await fresh.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-language': 'th-TH', 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(pageBoot(after.body)).toMatchObject({
      language: 'th',
      texts: { header: { translateToggle: 'ข้อความที่แก้ไขแล้ว' } },
    });
  });

  it('picks up a build made while the server runs within the check interval', async () => {
    const otherDist = await mkdtemp(join(tmpdir(), 'labbench-dist-'));
    await writeFile(join(otherDist, 'index.html'), INDEX.replace('<div id="root">', '<div id="root" data-build="1">'));
    const app = await buildApp(testConfig({ WEB_DIST_DIR: otherDist }), t.db, { textsCheckMs: 100 });
    try {
      const page = () => app.inject({ method: 'GET', url: '/login' }).then((r) => r.body);
      expect(await page()).toContain('data-build="1"');
      await writeFile(
        join(otherDist, 'index.html'),
        INDEX.replace('<div id="root">', '<div id="root" data-build="22">'),
      );
      const built = performance.now();
      while (!(await page()).includes('data-build="22"') && performance.now() - built < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await page()).toContain('data-build="22"');
      expect(performance.now() - built).toBeLessThan(1000);
    } finally {
      await app.close();
      await rm(otherDist, { recursive: true, force: true });
    }
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('sets the XSRF cookie on a GET when the browser has none, and only then', async () => {
    const first = await get('/home');
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await t.app.inject({ method: 'GET', url: '/home', cookies: { 'XSRF-TOKEN': cookie?.value ?? '' } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('sends a CSP that allows only own scripts and inline styles', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
  });

  it('tells to run the build when the web app is not built', async () => {
    const app = await buildApp(testConfig({ WEB_DIST_DIR: join(dist, 'missing') }), t.db);
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});
