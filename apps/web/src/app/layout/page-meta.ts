import { PAGE_PATHS, PAGE_TYPES, SECTION_PATHS, contentPaths } from '@labbench/contract/constants';
import type { PageType } from '@labbench/contract';

/**
 * Routes with their own title and meta description (§3 "per-route meta entries", and the content area of issue 17);
 * texts live under `layout.meta.<key>`. The server fills the same into the served page (apps/server/src/web).
 */
export type PageMetaKey =
  'home' | 'survey' | 'insights' | 'thoughtLeadership' | 'contributors' | 'topics' | 'newsletter' | PageType;

const META_ROUTES: ReadonlyMap<string, PageMetaKey> = new Map<string, PageMetaKey>([
  ['/home', 'home'],
  ['/survey', 'survey'],
  [SECTION_PATHS.inspiration, 'insights'],
  [SECTION_PATHS['thought-leadership'], 'thoughtLeadership'],
  [contentPaths.contributors, 'contributors'],
  [contentPaths.topics, 'topics'],
  [contentPaths.newsletter, 'newsletter'],
  ...PAGE_TYPES.map((type): [string, PageMetaKey] => [PAGE_PATHS[type], type]),
]);

export function pageMetaKey(pathname: string): PageMetaKey | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return META_ROUTES.get(trimmed) ?? null;
}

/** What a route module exports as `handle` to name its page in the browser tab. */
function titleKeyOfHandle(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('titleKey' in handle)) return null;
  return typeof handle.titleKey === 'string' ? handle.titleKey : null;
}

/**
 * The text key of the page's name in the browser tab: the meta entry's title where the route has one, else the
 * deepest matched route's `handle.titleKey`; null leaves the product name alone.
 */
export function pageTitleKey(pathname: string, handles: readonly unknown[]): string | null {
  const metaKey = pageMetaKey(pathname);
  if (metaKey) return `layout.meta.${metaKey}.title`;
  for (const handle of [...handles].reverse()) {
    const key = titleKeyOfHandle(handle);
    if (key) return key;
  }
  return null;
}
