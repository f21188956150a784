import type { LanguageId } from '@labbench/contract';
import { portalConfig } from '../../config/portal-config.ts';
import { currentCountry, currentLanguage } from '../../lib/locale-store.ts';

/** The content site picks its country and language from `cc` and `switchTo` (§2 Footer). */
export function buildContentUrl(base: string, path: string, country: string, lang: LanguageId): string {
  const query = new URLSearchParams({ cc: country, switchTo: `${country}_${lang}` });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${query.toString()}`;
}

/** A page of the content site in the visitor's current country and language. */
export function contentUrl(path: string): string {
  return buildContentUrl(portalConfig.contentSiteUrl, path, currentCountry(), currentLanguage());
}
