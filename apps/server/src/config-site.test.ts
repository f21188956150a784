import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createTestApp, testConfig } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { withAssetBase } from './web/portal-config-meta.ts';

/** §3 Configuration: buildDate, cdnUrl, siteUrlforLogo, userLoginFrom (config-site.ts) and how they reach the page. */

const INDEX = `<!doctype html><html><head><meta name="portal-config" content=""><script type="module" crossorigin src="/assets/app-Ab12.js"></script><link rel="stylesheet" href="/assets/app-Cd34.css"><link rel="preload" href="/assets/i18n/en.json"></head><body><script type="application/json" id="page-boot"></script></body></html>`;

let dist: string;
let t: TestApp;
let cdnSite: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'labbench-site-config-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  const built = new Date('2026-03-17T10:00:00Z');
  await utimes(join(dist, 'index.html'), built, built);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  cdnSite = await buildApp(
    testConfig({
      WEB_DIST_DIR: dist,
      CDN_URL: 'https://cdn.example/portal/',
      BUILD_DATE: '2026-11-20',
      SITE_URL_FOR_LOGO: 'https://www.lab.example/',
    }),
    t.db,
  );
});
afterAll(async () => {
  await cdnSite.close();
  await t.close();
});

/** The portal-config of a served page. */
async function portalConfigOf(app: FastifyInstance) {
  const html = (await app.inject({ method: 'GET', url: '/home' })).body;
  const content = /<meta name="portal-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return { html, config: JSON.parse(content.replaceAll('&quot;', '"')) as Record<string, unknown> };
}

describe('site configuration', () => {
  it('takes the build date from the built index.html, the logo to /home and APAC sign-ins by default', async () => {
    const { html, config } = await portalConfigOf(t.app);
    expect(config).toMatchObject({ buildDate: '2026-03-17', siteUrlForLogo: '/home' });
    expect(html).toContain('src="/assets/app-Ab12.js"');
    expect(loadConfig({}).userLoginFrom).toBe('APAC');
    expect(loadConfig({ SITE_LOCATION: 'china' }).userLoginFrom).toBe('China');
  });

  it('serves the assets from CDN_URL (not the texts), lets the CSP load them, and passes BUILD_DATE and the logo', async () => {
    const { html, config } = await portalConfigOf(cdnSite);
    expect(config).toMatchObject({ buildDate: '2026-11-20', siteUrlForLogo: 'https://www.lab.example' });
    expect(html).toContain('src="https://cdn.example/portal/assets/app-Ab12.js"');
    expect(html).toContain('href="https://cdn.example/portal/assets/app-Cd34.css"');
    expect(html).toContain('href="/assets/i18n/en.json"');
    const csp = String((await cdnSite.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("font-src 'self' data: https://cdn.example");
  });

  it('refuses a build date, CDN address or logo target that is not one, naming the variable', () => {
    expect(() => loadConfig({ BUILD_DATE: '17 Mar 2023' })).toThrow(ConfigError);
    expect(() => loadConfig({ BUILD_DATE: '17 Mar 2023' })).toThrow(/BUILD_DATE must be a date such as 2026-03-17/);
    expect(() => loadConfig({ CDN_URL: 'ftp://cdn.example' })).toThrow(/CDN_URL must be an http/);
    expect(() => loadConfig({ SITE_URL_FOR_LOGO: '//evil.example' })).toThrow(/SITE_URL_FOR_LOGO must be a path/);
    expect(loadConfig({ SITE_URL_FOR_LOGO: '/', BUILD_DATE: '' }).siteUrlForLogo).toBe('/');
  });

  it('takes a telemetry key of 16 to 128 plain characters, and none by default (§3 telemetry key)', () => {
    expect(loadConfig({}).telemetryKey).toBeUndefined();
    expect(loadConfig({ TELEMETRY_KEY: '' }).telemetryKey).toBeUndefined();
    expect(loadConfig({ TELEMETRY_KEY: 'portal-telemetry-2026' }).telemetryKey).toBe('portal-telemetry-2026');
    expect(() => loadConfig({ TELEMETRY_KEY: 'short' })).toThrow(/TELEMETRY_KEY 16 to 128 letters/);
    expect(() => loadConfig({ TELEMETRY_KEY: 'has spaces in the key' })).toThrow(ConfigError);
  });

  it('takes the content API path from CONTENT_API_BASE_PATH, /api by default (§3 contentApiBasePath)', () => {
    expect(loadConfig({}).contentApiBasePath).toBe('/api');
    expect(loadConfig({ CONTENT_API_BASE_PATH: '' }).contentApiBasePath).toBe('/api');
    expect(loadConfig({ CONTENT_API_BASE_PATH: '/content-api' }).contentApiBasePath).toBe('/content-api');
    expect(() => loadConfig({ CONTENT_API_BASE_PATH: 'https://cms.example/api' })).toThrow(
      /CONTENT_API_BASE_PATH must be a path of this site/,
    );
    expect(() => loadConfig({ CONTENT_API_BASE_PATH: '/assets/api' })).toThrow(ConfigError);
  });

  it('leaves a page alone without a CDN', () => {
    expect(withAssetBase(INDEX, undefined)).toBe(INDEX);
  });
});
