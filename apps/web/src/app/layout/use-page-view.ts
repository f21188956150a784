import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageNameOf, pushPageView } from '../../lib/analytics.ts';
import { useAnalyticsAllowed } from './footer/cookie-consent.ts';

/**
 * Logs each completed navigation to the analytics data layer (§4, §7), only once the visitor chose analytics:
 * nothing before. Choosing it logs the page being shown, so the visit's first page is not lost.
 */
export function usePageView() {
  const { key, pathname } = useLocation();
  const matches = useMatches();
  const allowed = useAnalyticsAllowed();
  // The deepest route's parameters: the page's own.
  const pageName = pageNameOf(pathname, matches.at(-1)?.params ?? {});

  useEffect(() => {
    if (allowed) pushPageView(pageName);
  }, [key, allowed, pageName]);
}
