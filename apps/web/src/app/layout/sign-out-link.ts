import type { LanguageId } from '@labbench/contract';
import { buildContentUrl } from './content-url.ts';

/**
 * Where Sign Out ends (§2 Profile menu: "a link to the external website with action 'signout'"): the content site's
 * home with `action=signout`, in the visitor's country and language, when one is configured; null: the portal's
 * own home, as without a content site.
 */
export function externalSignOutUrl(contentSiteUrl: string | null, country: string, lang: LanguageId): string | null {
  if (!contentSiteUrl) return null;
  const url = new URL(buildContentUrl(contentSiteUrl, '', country, lang));
  url.searchParams.set('action', 'signout');
  return url.toString();
}
