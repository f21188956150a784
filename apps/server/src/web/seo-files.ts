import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ARTICLE_SECTIONS,
  CHINA_COUNTRY,
  DEFAULT_COUNTRY,
  LANGUAGE_IDS,
  PAGE_PATHS,
  PAGE_TYPES,
  SECTION_PATHS,
  contentPaths,
  findCountry,
} from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { contentCacheKind } from '../content/content-cache.ts';
import type { Database } from '../db/client.ts';
import { contentItems, contentVersions } from '../db/schema/index.ts';

/** The screens of every language that are not content items: lists, topics, contributors, newsletter (page-address.ts). */
const LIST_PATHS = [
  '/home',
  '/survey',
  ...ARTICLE_SECTIONS.map((section) => SECTION_PATHS[section]),
  contentPaths.topics,
  contentPaths.contributors,
  contentPaths.newsletter,
];

/** One address of the sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** A published language version of an item, with what its address is made of. */
export interface PublishedRow {
  kind: string;
  section: string | null;
  slug: string | null;
  pageType: string | null;
  country: string;
  lang: LanguageId;
  updatedAt: Date;
}

const sitemaps = contentCacheKind<string>(1);

async function publishedRows(db: Database): Promise<PublishedRow[]> {
  return db
    .select({
      kind: contentItems.kind,
      section: contentItems.section,
      slug: contentItems.slug,
      pageType: contentItems.pageType,
      country: contentItems.country,
      lang: contentVersions.langId,
      updatedAt: contentVersions.updatedAt,
    })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(isNotNull(contentVersions.publishedAt));
}

/**
 * The sitemap's addresses: the language versions (D119, `/{COUNTRY}_{lang}/path`) of the list screens in every
 * language of the site, and of each published article and page in each language it is published in; a country's own
 * page (DE, IT) under its country.
 */
export function sitemapEntries(rows: readonly PublishedRow[], siteLocation: Config['siteLocation']): SitemapEntry[] {
  const china = siteLocation === 'china';
  const languages = china ? (findCountry(CHINA_COUNTRY)?.langs ?? LANGUAGE_IDS) : LANGUAGE_IDS;
  const variant = (country: string) => (china ? CHINA_COUNTRY : country || DEFAULT_COUNTRY);
  const entries: SitemapEntry[] = LIST_PATHS.flatMap((path) =>
    languages.map((lang) => ({ path: `/${variant('')}_${lang}${path}` })),
  );
  for (const row of rows) {
    if (!languages.includes(row.lang)) continue;
    const section = ARTICLE_SECTIONS.find((s) => s === row.section);
    const pageType = PAGE_TYPES.find((t) => t === row.pageType);
    const path =
      row.kind === 'article' && section && row.slug
        ? contentPaths.article(section, row.slug)
        : pageType
          ? PAGE_PATHS[pageType]
          : null;
    if (path) entries.push({ path: `/${variant(row.country)}_${row.lang}${path}`, lastmod: row.updatedAt });
  }
  return entries;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** Crawlers may read the public screens; the API, staff, validation and report pages are not for them. */
export function robotsTxt(config: Pick<Config, 'publicUrl' | 'companySlug' | 'contentApiBasePath'>): string {
  return [
    'User-agent: *',
    'Disallow: /api',
    ...(config.contentApiBasePath === '/api' ? [] : [`Disallow: ${config.contentApiBasePath}`]),
    `Disallow: /${config.companySlug}-admin`,
    `Disallow: /${config.companySlug}-validate`,
    'Disallow: /report',
    'Disallow: /survey-form/',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The build's own file when it has one (a deployment's choice wins), else null. */
async function builtFile(config: Config, name: string): Promise<string | null> {
  return readFile(join(config.webDistDir, name), 'utf8').catch(() => null);
}

function send(reply: FastifyReply, type: string, body: string) {
  return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
}

/** robots.txt and sitemap.xml (issue 17 item 3), served unless WEB_DIST_DIR has its own. */
export function registerSeoFiles(app: FastifyInstance, config: Config, db: Database): void {
  app.get('/robots.txt', async (_request, reply) =>
    send(reply, 'text/plain; charset=utf-8', (await builtFile(config, 'robots.txt')) ?? robotsTxt(config)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const own = await builtFile(config, 'sitemap.xml');
    const xml =
      own ??
      (await sitemaps.get(db, 'sitemap', async () =>
        sitemapXml(config.publicUrl, sitemapEntries(await publishedRows(db), config.siteLocation)),
      ));
    return send(reply, 'application/xml; charset=utf-8', xml);
  });
}
