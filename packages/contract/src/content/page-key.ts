import { COUNTRIES_WITH_OWN_PAGES } from './constants.ts';
import type { PageType } from './constants.ts';

/**
 * The keys a page is looked up by, in order (§2 static pages): for DE and IT the country code prefixes the key
 * (`DE_privacy`), and a country without its own text gets the general one (`privacy`).
 */
export function pageKeyChain(pageType: PageType, country: string | null | undefined): string[] {
  const upper = country?.toUpperCase();
  const own = (COUNTRIES_WITH_OWN_PAGES as readonly string[]).includes(upper ?? '');
  return own ? [`${upper}_${pageType}`, pageType] : [pageType];
}

/** The key of a page of one country, or the general one when the country is null. */
export function pageKey(pageType: PageType, country: string | null): string {
  return country ? `${country}_${pageType}` : pageType;
}
