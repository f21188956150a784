import type { Config } from '../config.ts';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

const META = /<meta\s+name="portal-config"\s+content="[^"]*"\s*\/?>/;

/**
 * What `<meta name="portal-config">` of the web's index.html tells the browser (and the first-screen renderer):
 * `signInProviders` lists the configured providers only (never their settings), so no other button is shown;
 * `labInsightVideos` the home page's videos per language (paths only: the page loads nothing until asked);
 * `responseEncryption` the key material of encrypted answers when ENCRYPT_RESPONSE is on (§3 "a crypto key");
 * `buildDate` and `siteUrlForLogo` of §3 Configuration (config-site.ts); `telemetryKey` when TELEMETRY_KEY is set;
 * `contentApiBasePath` when CONTENT_API_BASE_PATH names a path other than /api.
 */
export function portalConfigJson(
  config: Pick<
    Config,
    | 'siteLocation'
    | 'companySlug'
    | 'contentSiteUrl'
    | 'chinaSiteUrl'
    | 'oidcProviders'
    | 'labInsightVideos'
    | 'responseEncryption'
    | 'buildDate'
    | 'siteUrlForLogo'
    | 'telemetryKey'
    | 'contentApiBasePath'
  >,
): string {
  return JSON.stringify({
    siteLocation: config.siteLocation,
    companySlug: config.companySlug,
    contentSiteUrl: config.contentSiteUrl,
    chinaSiteUrl: config.chinaSiteUrl,
    signInProviders: config.oidcProviders.map((p) => p.provider),
    labInsightVideos: config.labInsightVideos,
    buildDate: config.buildDate,
    siteUrlForLogo: config.siteUrlForLogo,
    // Absent when off: the page of a portal without encryption says nothing about it.
    ...(config.responseEncryption ? { responseEncryption: config.responseEncryption } : {}),
    // Likewise absent when off: the page then loads no telemetry code at all.
    ...(config.telemetryKey ? { telemetryKey: config.telemetryKey } : {}),
    ...(config.contentApiBasePath === '/api' ? {} : { contentApiBasePath: config.contentApiBasePath }),
  });
}

/** index.html with portalConfigJson in its `<meta name="portal-config">`. */
export function fillPortalConfig(html: string, config: Parameters<typeof portalConfigJson>[0]): string {
  const meta = `<meta name="portal-config" content="${escapeHtmlAttribute(portalConfigJson(config))}">`;
  // A function, so `$` in a value is not read as a replacement pattern.
  return html.replace(META, () => meta);
}

/** The built assets' addresses in a page, but not the interface texts: those change with the translation tool. */
const ASSET_ADDRESS = /(\s(?:src|href|data-app)=")\/assets\/(?!i18n\/)/g;

/** §3 cdnUrl: the page loads its scripts, styles, fonts and images from the CDN (which mirrors `/assets/`). */
export function withAssetBase(html: string, cdnUrl: string | undefined): string {
  if (!cdnUrl) return html;
  return html.replace(ASSET_ADDRESS, (_match, attribute: string) => `${attribute}${cdnUrl}/assets/`);
}
