import { contentPaths } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { portalConfig } from '../../config/portal-config.ts';
import { currentCountry, currentLanguage } from '../../lib/locale-store.ts';

/** The content site picks its country and language from `cc` and `switchTo` (§2 Footer). */
export function buildContentUrl(base: string, path: string, country: string, lang: LanguageId): string {
  const query = new URLSearchParams({ cc: country, switchTo: `${country}_${lang}` });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${query.toString()}`;
}

/** The pages header and footer link to; the portal has each of them (issue 17). */
export const CONTENT_LINK_PATHS = {
  thoughtLeadership: contentPaths.section('thought-leadership'),
  insights: contentPaths.section('inspiration'),
  topics: contentPaths.topics,
  community: contentPaths.page('community'),
  aboutUs: contentPaths.page('aboutus'),
  contactUs: contentPaths.page('contact'),
  newsletter: contentPaths.newsletter,
  /** A visitor's way to the surveys (signed in, the footer links /survey itself). */
  benchmarking: '/survey',
  privacy: contentPaths.page('privacy'),
  termsOfUse: contentPaths.page('termsofuse'),
  impressum: contentPaths.page('impressum'),
} as const;

export type ContentLinkKey = keyof typeof CONTENT_LINK_PATHS;

/**
 * Where the editorial pages live on a configured content site (§2): there they open in a new tab after the warning.
 * Legal texts (country-specific) and the newsletter (its consent is stored here) always stay here.
 */
const CONTENT_SITE_PATHS: Partial<Record<ContentLinkKey, string>> = {
  thoughtLeadership: 'thought-leadership',
  insights: 'get-inspired/insights',
  topics: 'topics',
  community: 'community',
  aboutUs: 'about-us',
  contactUs: 'contact-us',
  benchmarking: 'benchmarking',
};

export type ContentLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** A header or footer link: the content site's page when one is configured and has it, else the portal's page. */
export function resolveContentLink(
  key: ContentLinkKey,
  contentSiteUrl: string | null,
  country: string,
  lang: LanguageId,
): ContentLink {
  const external = CONTENT_SITE_PATHS[key];
  return contentSiteUrl && external
    ? { kind: 'external', href: buildContentUrl(contentSiteUrl, external, country, lang) }
    : { kind: 'internal', to: CONTENT_LINK_PATHS[key] };
}

/** A link in the visitor's current country and language. */
export function contentLink(key: ContentLinkKey): ContentLink {
  return resolveContentLink(key, portalConfig.contentSiteUrl, currentCountry(), currentLanguage());
}

/** Countries whose visitors are shown an Impressum link (German law asks for one). */
const IMPRESSUM_COUNTRIES: readonly string[] = ['DE'];

export function hasImpressum(country: string): boolean {
  return IMPRESSUM_COUNTRIES.includes(country.toUpperCase());
}
