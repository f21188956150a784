import type { RouteObject } from 'react-router';
import { ARTICLE_LIST_PATHS, CONTENT_PAGE_PATHS } from '@labbench/contract/constants';
import { portalConfig } from '../config/portal-config.ts';

const { companySlug } = portalConfig;

/**
 * The content area's routes (issue 17), added to the route table the first time an address of the content area is
 * opened (content-route-discovery.ts): the first screen's route table does not carry them.
 */
export const publicContentRoutes: RouteObject[] = [
  ...CONTENT_PAGE_PATHS.map((path) => ({
    path,
    handle: { titleKey: `content.tabTitles.${path}` },
    lazy: () => import('../features/content/routes/content-page.tsx'),
  })),
  ...ARTICLE_LIST_PATHS.map((path) => ({
    path,
    handle: { titleKey: `content.tabTitles.${path}` },
    lazy: () => import('../features/content/routes/article-list.tsx'),
  })),
  ...ARTICLE_LIST_PATHS.map((path) => ({
    path: `${path}/:slug`,
    lazy: () => import('../features/content/routes/article.tsx'),
  })),
  { path: 'topics', lazy: () => import('../features/content/routes/topics.tsx') },
  {
    path: 'topics/:tag',
    handle: { titleKey: 'content.topics.title' },
    lazy: () => import('../features/content/routes/article-list.tsx'),
  },
  { path: 'get-inspired/contributors', lazy: () => import('../features/content/routes/contributors.tsx') },
  { path: 'newsletter', lazy: () => import('../features/content/routes/newsletter.tsx') },
  {
    path: 'newsletter/confirm/:token',
    lazy: () => import('../features/content/routes/newsletter-confirm.tsx'),
  },
  {
    path: 'newsletter/unsubscribe/:token',
    lazy: () => import('../features/content/routes/newsletter-unsubscribe.tsx'),
  },
];

/** The staff's content screens, under the internal-only guard of the staff area. */
export const staffContentRoutes: RouteObject[] = [
  {
    path: `${companySlug}-admin/content`,
    lazy: () => import('../features/content/routes/staff-content-list.tsx'),
  },
  {
    path: `${companySlug}-admin/content/new`,
    lazy: () => import('../features/content/routes/staff-content-edit.tsx'),
  },
  {
    path: `${companySlug}-admin/content/tags`,
    lazy: () => import('../features/content/routes/staff-content-tags.tsx'),
  },
  {
    path: `${companySlug}-admin/content/contributors`,
    lazy: () => import('../features/content/routes/staff-contributors.tsx'),
  },
  {
    path: `${companySlug}-admin/content/:itemId`,
    lazy: () => import('../features/content/routes/staff-content-edit.tsx'),
  },
  {
    path: `${companySlug}-admin/newsletter`,
    lazy: () => import('../features/content/routes/staff-newsletter.tsx'),
  },
];
