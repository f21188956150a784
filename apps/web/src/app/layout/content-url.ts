import type { LanguageId } from '@labbench/contract';
import { portalConfig } from '../../config/portal-config.ts';
import { currentCountry, currentLanguage } from '../../lib/locale-store.ts';

/** The content site picks its country and language from `cc` and `switchTo` (§2 Footer). */
export function buildContentUrl(base: string, path: string, country: string, lang: LanguageId): string {
  const query = new URLSearchParams({ cc: country, switchTo: `${country}_${lang}` });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${query.toString()}`;
}

/**
 * A page of the content site in the visitor's current country and language; null when no content site is configured
 * (the link is then not shown: never a page of this portal that pretends to be it, docs/decisions.md).
 */
export function contentUrl(path: string): string | null {
  const base = portalConfig.contentSiteUrl;
  return base ? buildContentUrl(base, path, currentCountry(), currentLanguage()) : null;
}
