import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentVersions } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { sitemapEntries } from './seo-files.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta name="description" content="Built"><meta name="portal-config" content=""><title>Built</title></head><body><script type="application/json" id="page-boot"></script></body></html>`;
const VIDEOS = { it: { video: '/media/it.mp4', poster: '/media/it.jpg', captions: '/media/it.vtt' } };

let t: TestApp;
let dist: string;
let media: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'labbench-head-'));
  media = join(dist, 'media-files');
  await mkdir(media);
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(media, 'it.vtt'), 'WEBVTT\n');
  t = await createTestApp({
    env: {
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://lab.example',
      MEDIA_DIR: media,
      LAB_INSIGHT_VIDEOS: JSON.stringify(VIDEOS),
    },
  });
  const [item] = await t.db
    .insert(contentItems)
    .values({ kind: 'article', section: 'inspiration', slug: 'faster-results' })
    .returning({ id: contentItems.id });
  await t.db.insert(contentVersions).values([
    {
      itemId: item!.id,
      langId: 'en',
      title: 'Faster results',
      summary: 'How a lab cut waiting',
      body: 'x',
      publishedAt: new Date(),
    },
    {
      itemId: item!.id,
      langId: 'ja',
      title: '結果を早く',
      summary: '待ち時間の短縮',
      body: 'x',
      publishedAt: new Date(),
    },
    { itemId: item!.id, langId: 'th', title: 'Draft', summary: '', body: 'x', publishedAt: null },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('the served head of content routes', () => {
  it('gives an article its title, description, canonical and its languages with x-default', async () => {
    const response = await get('/JP_ja/get-inspired/insights/faster-results');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('<title>結果を早く | ');
    expect(html).toContain('<meta name="description" content="待ち時間の短縮">');
    expect(html).toContain('href="https://lab.example/WWB_ja/get-inspired/insights/faster-results"');
    expect(html).toContain('hreflang="en" href="https://lab.example/WWB_en/get-inspired/insights/faster-results"');
    expect(html).toContain('hreflang="x-default" href="https://lab.example/get-inspired/insights/faster-results"');
    expect(html).not.toContain('hreflang="th"');
    expect(html).toContain('"language":"ja"');
  });

  it('answers an unknown article 404 with noindex, still the app', async () => {
    const response = await get('/get-inspired/insights/nobody-wrote-this');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('id="page-boot">{');
  });

  it('gives /privacy the texts meta and every language', async () => {
    const html = (await get('/privacy')).body;
    expect(html).toContain('<link rel="canonical" data-page-language="en" href="https://lab.example/privacy">');
    expect(html.match(/rel="alternate" hreflang=/g)).toHaveLength(12);
    expect(html).toMatch(/<title>[^<]+ \| [^<]+<\/title>/);
  });

  it('serves robots.txt, a sitemap with the published versions, and the media folder', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://lab.example/sitemap.xml');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://lab.example/WWB_ja/get-inspired/insights/faster-results</loc>');
    expect(sitemap).not.toContain('WWB_th/get-inspired/insights/faster-results');
    expect(sitemap).toContain('<loc>https://lab.example/WWB_th/home</loc>');
    const captions = await get('/media/it.vtt');
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toBe('WEBVTT\n');
    expect((await get('/home')).body).toContain('&quot;labInsightVideos&quot;:{&quot;it&quot;');
  });
});

describe('sitemapEntries', () => {
  it("puts a country's own page under its country, and on the China site everything under CN", () => {
    const row = {
      kind: 'page',
      section: null,
      slug: null,
      pageType: 'impressum',
      country: 'DE',
      lang: 'de' as const,
      updatedAt: new Date(0),
    };
    expect(sitemapEntries([row], 'apac').map((e) => e.path)).toContain('/DE_de/impressum');
    const china = sitemapEntries([{ ...row, country: '', lang: 'zhcn' }], 'china').map((e) => e.path);
    expect(china).toContain('/CN_zhcn/impressum');
    expect(china.every((path) => path.startsWith('/CN_'))).toBe(true);
  });
});
