import { PAGE_PATHS, SECTION_PATHS, contentPaths } from '@labbench/contract/constants';

/**
 * Every screen a signed-out visitor can open (the public routes of apps/web/src/app/router.tsx and the content
 * routes of app/content-routes.tsx), with the seeded demo content (apps/server/src/db/demo-content.ts) for the
 * addresses that take a slug. Screens that only answer a mailed token are shown with a made-up one, as a visitor
 * with an old link sees them.
 */
export const PUBLIC_ROUTES = [
  '/home',
  '/login',
  '/registration',
  '/registration/thankYou',
  '/forgot-password',
  '/forgot-password-success',
  '/successfull-reset',
  '/confirm-password/emailed-token-456',
  '/home/verify-token-123',
  ...Object.values(PAGE_PATHS),
  ...Object.values(SECTION_PATHS),
  contentPaths.article('thought-leadership', 'why-peer-benchmarking-matters'),
  contentPaths.topics,
  contentPaths.topic('quality'),
  contentPaths.contributors,
  contentPaths.newsletter,
];
