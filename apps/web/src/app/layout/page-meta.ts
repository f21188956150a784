/** Routes with their own title and meta description (§3 "per-route meta entries"); texts live under `layout.meta.<key>`. */
const META_ROUTES = { '/home': 'home', '/survey': 'survey', '/aboutus': 'aboutus' } as const;

export type PageMetaKey = (typeof META_ROUTES)[keyof typeof META_ROUTES];

export function pageMetaKey(pathname: string): PageMetaKey | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return META_ROUTES[trimmed as keyof typeof META_ROUTES] ?? null;
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
