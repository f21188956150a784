/** Routes with their own title and meta description (§3 "per-route meta entries"); texts live under `layout.meta.<key>`. */
const META_ROUTES = { '/home': 'home', '/survey': 'survey', '/aboutus': 'aboutus' } as const;

export type PageMetaKey = (typeof META_ROUTES)[keyof typeof META_ROUTES];

export function pageMetaKey(pathname: string): PageMetaKey | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return META_ROUTES[trimmed as keyof typeof META_ROUTES] ?? null;
}
