import type { ArticleSection, PageType } from './constants.ts';

/**
 * The content area's addresses (issue 17, D97): one place, so the router, the footer, the header, the server's page
 * head and every link agree. Pages by type; articles under their section's list.
 */
export const PAGE_PATHS: Record<PageType, string> = {
  aboutus: '/aboutus',
  community: '/community',
  contact: '/contact-us',
  privacy: '/privacy',
  termsofuse: '/termsofuse',
  impressum: '/impressum',
};

export const SECTION_PATHS: Record<ArticleSection, string> = {
  'thought-leadership': '/thought-leadership',
  inspiration: '/get-inspired/insights',
};

export const contentPaths = {
  page: (type: PageType) => PAGE_PATHS[type],
  section: (section: ArticleSection) => SECTION_PATHS[section],
  article: (section: ArticleSection, slug: string) => `${SECTION_PATHS[section]}/${encodeURIComponent(slug)}`,
  topics: '/topics',
  topic: (tag: string) => `/topics/${encodeURIComponent(tag)}`,
  contributors: '/get-inspired/contributors',
  newsletter: '/newsletter',
} as const;

/** Router paths (no leading slash). */
export const CONTENT_PAGE_PATHS = Object.values(PAGE_PATHS).map((p) => p.slice(1));
export const ARTICLE_LIST_PATHS = Object.values(SECTION_PATHS).map((p) => p.slice(1));
