import { LANGUAGE_IDS } from '../constants/languages.ts';
import type { LanguageId } from '../constants/languages.ts';

/**
 * The public content area (§1, issue 17): articles in two sections, and pages of fixed types. Staff write both in
 * Markdown, one version per language (D97).
 */
export const ARTICLE_SECTIONS = ['thought-leadership', 'inspiration'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** Pages of the content area, one per type (and per country where the country has its own text, see page-key.ts). */
export const PAGE_TYPES = ['aboutus', 'community', 'contact', 'privacy', 'termsofuse', 'impressum'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const CONTENT_KINDS = ['article', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Countries with their own legal texts: their code prefixes the page key (§2 "for countries DE and IT"). */
export const COUNTRIES_WITH_OWN_PAGES = ['DE', 'IT'] as const;

/** Articles per page of a list (§9 page size). */
export const CONTENT_PAGE_SIZE = 10;

export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  /** Markdown of one language version. */
  body: 100_000,
  slug: 80,
  tagName: 60,
  contributorName: 100,
  contributorRole: 150,
  contributorBio: 2_000,
  contactMessage: 5_000,
} as const;

/** Lowercase words joined by hyphens: an article's or tag's address part. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Version of the newsletter's consent texts (`newsletter.legalConsent`, `newsletter.marketingConsent`): stored with each sign-up. */
export const NEWSLETTER_CONSENT_VERSION = '2026-11';
/** A confirmation link works this long, once. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 48;
/** No address gets more than one newsletter mail in this time, however often it is signed up. */
export const NEWSLETTER_MAIL_INTERVAL_MINUTES = 60;

export const CONTENT_LANGUAGES: readonly LanguageId[] = LANGUAGE_IDS;
