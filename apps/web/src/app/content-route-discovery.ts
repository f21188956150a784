import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { PAGE_PATHS, SECTION_PATHS, contentPaths } from '@labbench/contract/constants';
import { portalConfig } from '../config/portal-config.ts';

/** The ids of the routes the content area's routes are added under (router.tsx). */
export const CONTENT_PARENTS = { public: 'public-screens', staff: 'staff-screens' } as const;

const admin = `/${portalConfig.companySlug}-admin`;
const PUBLIC_PREFIXES = [
  ...Object.values(PAGE_PATHS),
  ...Object.values(SECTION_PATHS),
  contentPaths.topics,
  contentPaths.contributors,
  contentPaths.newsletter,
];
const STAFF_PREFIXES = [`${admin}/content`, `${admin}/newsletter`];

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

let added: Promise<void> | null = null;

/**
 * React Router asks here when an address matches no route but the catch-all (its "fog of war"): an address of the
 * content area loads the area's route table once and adds it, so the first screen's bundle carries neither those
 * routes nor their chunks' names.
 */
export const discoverContentRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!startsWithAny(path, PUBLIC_PREFIXES) && !startsWithAny(path, STAFF_PREFIXES)) return;
  added ??= import('./content-routes.tsx').then(({ publicContentRoutes, staffContentRoutes }) => {
    patch(CONTENT_PARENTS.public, publicContentRoutes);
    patch(CONTENT_PARENTS.staff, staffContentRoutes);
  });
  await added;
};
