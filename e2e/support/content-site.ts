import type { Page } from '@playwright/test';

/** A content site for the tests: nothing answers there but what `serveContentSite` sets up. */
export const CONTENT_SITE = 'http://content.test.example';

const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The portal as a deployment with CONTENT_SITE_URL serves it: every page's boot configuration names the content site
 * (D30, D112), and the content site answers every address with a page of its own.
 */
export async function serveContentSite(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.pathname !== '/api' && !url.pathname.includes('.') && url.origin !== CONTENT_SITE,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<meta name="portal-config" content=")([^"]*)(")/,
        (_all, start: string, content: string, end: string) => {
          const config = JSON.parse(unescapeAttribute(content)) as Record<string, unknown>;
          const patched = JSON.stringify({ ...config, contentSiteUrl: CONTENT_SITE }).replaceAll('"', '&quot;');
          return `${start}${patched}${end}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page
    .context()
    .route(`${CONTENT_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Content site</title><h1>Content site</h1>' }),
    );
}
