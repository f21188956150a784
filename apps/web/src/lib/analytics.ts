/**
 * The analytics data layer (§7): page views pushed as `content-view` events to `window.dataLayer`, where an
 * operator's tag manager would read them. The portal itself loads no analytics script (the China site cannot
 * reach outside hosts); callers push only after the visitor chose analytics in the cookie panel.
 */
export interface PageViewEvent {
  event: 'content-view';
  pageName: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushPageView(pageName: string): void {
  const event: PageViewEvent = { event: 'content-view', pageName };
  (window.dataLayer ??= []).push(event);
}

/**
 * The page's name for analytics: its route path, each parameter shown by its name (`/reset-password/:token`), so
 * no token, e-mail or record id of the address reaches the data layer; no query or fragment either. The
 * COUNTRY_language prefix is never there: the portal strips it from the address on arrival.
 */
export function pageNameOf(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*') names.set(value, `:${name}`);
  }
  // A catch-all route's rest of the address is named `*` as a whole.
  const splat = params['*'];
  const path = splat && pathname.endsWith(splat) ? `${pathname.slice(0, -splat.length)}*` : pathname;
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is not a parameter value either.
      }
      return names.get(decoded) ?? segment;
    })
    .join('/');
}
