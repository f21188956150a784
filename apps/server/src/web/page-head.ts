import {
  CHINA_COUNTRY,
  COUNTRIES_WITH_OWN_PAGES,
  DEFAULT_COUNTRY,
  LANGUAGE_IDS,
  findCountry,
  languageTag,
} from '@labbench/contract';
import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';
import type { Config } from '../config.ts';
import type { ContentHead } from '../content/content-heads.ts';
import type { HeadRoute, PageAddress } from './page-address.ts';
import { escapeHtmlAttribute } from './portal-config-meta.ts';

/** Where a content route's head comes from: apps/server/src/content/content-heads.ts, bound to the database. */
export interface HeadSources {
  article(lang: LanguageId, section: ArticleSection, slug: string): Promise<ContentHead | null>;
  page(lang: LanguageId, pageType: PageType, country: string | null): Promise<ContentHead | null>;
}

export interface PageHeadRequest {
  address: PageAddress;
  route: HeadRoute | null;
  /** The country the page is filled for: the address's choice, else the detected one. */
  country: string;
  /** The language the page is filled for (its texts come with it). */
  language: LanguageId;
  /** That language's texts, nested as the web's locale files. */
  texts: unknown;
}

/** What the served index.html says about the page (issue 17 item 3). */
export interface PageHead {
  /** `<html lang>`: the BCP 47 tag of the page's language. */
  lang: string;
  /** null keeps index.html's. */
  title: string | null;
  description: string | null;
  /** canonical, hreflang alternates, robots. */
  links: string;
  /** 404 for an article nobody can read: the app still shows its not-found page. */
  status: 200 | 404;
}

function text(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() ? node : null;
}

/** `layout.pageTitle` as the web fills it (use-navigation-effects.ts), so the tab reads the same before and after. */
function pageTitle(texts: unknown, page: string | null): string | null {
  const product = text(texts, 'header.productName');
  if (!page || !product) return product ?? page;
  const pattern = text(texts, 'layout.pageTitle') ?? '{{page}} | {{product}}';
  return pattern.replaceAll('{{page}}', page).replaceAll('{{product}}', product);
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The languages this site offers: the China site those of China (§1), any other all of them. */
function siteLanguages(siteLocation: Config['siteLocation']): readonly LanguageId[] {
  return siteLocation === 'china' ? (findCountry(CHINA_COUNTRY)?.langs ?? LANGUAGE_IDS) : LANGUAGE_IDS;
}

/**
 * The country of a route's language versions (D119): the worldwide variant, except a page of a country with its own
 * legal texts (DE, IT) and the China site, whose pages are their own.
 */
function variantCountry(route: HeadRoute, country: string, siteLocation: Config['siteLocation']): string {
  if (siteLocation === 'china') return CHINA_COUNTRY;
  const own = (COUNTRIES_WITH_OWN_PAGES as readonly string[]).includes(country);
  return route.kind === 'page' && own ? country : DEFAULT_COUNTRY;
}

async function contentOf(sources: HeadSources, route: HeadRoute, request: PageHeadRequest) {
  if (route.kind === 'article') return sources.article(request.language, route.section, route.slug);
  if (route.kind === 'page') return sources.page(request.language, route.pageType, request.country);
  return null;
}

/**
 * The head of one request's page. A route of its own gets its title and description (the content's, else the texts'
 * `layout.meta.<key>`), a canonical URL and an alternate per language it exists in plus `x-default` (D119): language
 * versions at `/{COUNTRY}_{lang}/path`, which the app strips (§2), and the address without a prefix, where the app picks
 * the visitor's language, as `x-default`. A language version is canonical in the language it shows; the address
 * without a prefix is its own canonical. Other screens only get `<html lang>`.
 */
export async function buildPageHead(
  sources: HeadSources,
  config: Pick<Config, 'publicUrl' | 'siteLocation'>,
  request: PageHeadRequest,
): Promise<PageHead> {
  const { address, route, texts, language } = request;
  const head: PageHead = { lang: languageTag(language), title: null, description: null, links: '', status: 200 };
  if (!route) return head;
  const content = await contentOf(sources, route, request);
  if (route.kind === 'article' && !content) {
    return {
      ...head,
      title: pageTitle(texts, null),
      description: text(texts, 'layout.meta.default.description'),
      links: '<meta name="robots" content="noindex">',
      status: 404,
    };
  }
  const key = route.kind === 'article' ? null : route.key;
  head.title = pageTitle(texts, content?.title ?? (key && text(texts, `layout.meta.${key}.title`)));
  head.description =
    (content?.description.trim() ? content.description : null) ??
    (key && text(texts, `layout.meta.${key}.description`)) ??
    text(texts, 'layout.meta.default.description');

  const offered = siteLanguages(config.siteLocation);
  const languages = content ? offered.filter((l) => content.languages.includes(l)) : offered;
  const variant = variantCountry(route, request.country, config.siteLocation);
  const versionUrl = (lang: LanguageId) => `${config.publicUrl}/${variant}_${lang}${address.path}`;
  const neutralUrl = `${config.publicUrl}${address.path}`;
  const canonical = address.prefixed ? versionUrl(content?.language ?? language) : neutralUrl;
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeHtmlAttribute(href)}">`;
  head.links = [
    // The web keeps the served head on its first screen when it shows this language (use-navigation-effects.ts).
    link(`rel="canonical" data-page-language="${language}"`, canonical),
    ...languages.map((l) => link(`rel="alternate" hreflang="${languageTag(l)}"`, versionUrl(l))),
    link('rel="alternate" hreflang="x-default"', neutralUrl),
  ].join('');
  return head;
}

const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** index.html with the head filled in; functions as replacements, so `$` in a text is not a pattern. */
export function applyPageHead(html: string, head: PageHead): string {
  let page = html.replace(HTML_LANG, () => `<html lang="${head.lang}"`);
  if (head.title !== null) page = page.replace(TITLE, () => `<title>${escapeText(head.title ?? '')}</title>`);
  if (head.description !== null) {
    const meta = `<meta name="description" content="${escapeHtmlAttribute(head.description)}">`;
    page = page.replace(DESCRIPTION, () => meta);
  }
  return head.links ? page.replace('</head>', () => `${head.links}</head>`) : page;
}
