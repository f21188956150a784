import type { ResponseOf } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { contentCacheKind } from './content-cache.ts';
import { findPage, ownPagesCountry } from './content-reads.ts';

type Page = ResponseOf<'getContentPage'>['page'];

const pages = contentCacheKind<Page>(1_000);

/**
 * A page by the §2 rule: for a DE or IT visitor the country's own text (`DE_privacy`) when it has a version in the
 * language chain, else the general page; each in the visitor's language, else English (D97). Null while none is
 * published, so the web shows the title alone rather than an error.
 */
export const getContentPage: Handler<'getContentPage'> = async ({ lang, pageType, country }, { db }) => {
  const own = ownPagesCountry(country);
  const page = await pages.get(db, JSON.stringify([lang, pageType, own]), async () => {
    const found = await findPage(db, lang, pageType, own);
    if (!found) return null;
    const { version, languages } = found;
    return {
      pageType,
      country: ownPagesCountry(found.country),
      title: version.title,
      body: version.body,
      language: version.lang,
      languages,
      publishedAt: version.publishedAt.toISOString(),
      updatedAt: version.updatedAt.toISOString(),
    };
  });
  return { data: { page } };
};
