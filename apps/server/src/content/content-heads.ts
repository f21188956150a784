import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import { contentCacheKind } from './content-cache.ts';
import { findArticle, findPage, ownPagesCountry } from './content-reads.ts';
import type { Chosen } from './content-reads.ts';

/** What the server's page head shows for a content route (issue 17 item 3): title, meta description, hreflang. */
export interface ContentHead {
  title: string;
  description: string;
  /** The language shown: the one asked for, or the next of the chain (D97). */
  language: LanguageId;
  /** Every language with a published version, for the hreflang alternates. */
  languages: LanguageId[];
}

const DESCRIPTION_LENGTH = 160;

const heads = contentCacheKind<ContentHead | null>(2_000);

/** Markdown to one line of plain text: the marks go, the words stay (a meta description, never rendered as HTML). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The summary, or the body's start cut at a word when there is no summary. */
export function describe(summary: string, body: string): string {
  if (summary.trim()) return summary.trim();
  const text = plainText(body);
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function headOf(chosen: Chosen | null): ContentHead | null {
  if (!chosen) return null;
  const { version, languages } = chosen;
  return {
    title: version.title,
    description: describe(version.summary, version.body),
    language: version.lang,
    languages,
  };
}

/** The head of a published article, or null when the section has no such published article. */
export function articleHead(
  db: Database,
  lang: LanguageId,
  section: ArticleSection,
  slug: string,
): Promise<ContentHead | null> {
  return heads.get(db, JSON.stringify(['article', lang, section, slug]), async () =>
    headOf(await findArticle(db, lang, section, slug)),
  );
}

/** The head of a page by the §2 rule (the country's own text first), or null when none is published. */
export function pageHead(
  db: Database,
  lang: LanguageId,
  pageType: PageType,
  country: string | null,
): Promise<ContentHead | null> {
  const own = ownPagesCountry(country);
  return heads.get(db, JSON.stringify(['page', lang, pageType, own]), async () =>
    headOf(await findPage(db, lang, pageType, own)),
  );
}
