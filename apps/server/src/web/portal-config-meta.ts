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
 * Fills `<meta name="portal-config" content="">` of the web's index.html with what the browser must know:
 * `signInProviders` lists the configured providers only (never their settings), so no other button is shown;
 * `labInsightVideos` the home page's videos per language (paths only: the page loads nothing until asked);
 * `responseEncryption` the key material of encrypted answers when ENCRYPT_RESPONSE is on (§3 "a crypto key").
 */
export function fillPortalConfig(
  html: string,
  config: Pick<
    Config,
    | 'siteLocation'
    | 'companySlug'
    | 'contentSiteUrl'
    | 'chinaSiteUrl'
    | 'oidcProviders'
    | 'labInsightVideos'
    | 'responseEncryption'
  >,
) {
  const json = JSON.stringify({
    siteLocation: config.siteLocation,
    companySlug: config.companySlug,
    contentSiteUrl: config.contentSiteUrl,
    chinaSiteUrl: config.chinaSiteUrl,
    signInProviders: config.oidcProviders.map((p) => p.provider),
    labInsightVideos: config.labInsightVideos,
    // Absent when off: the page of a portal without encryption says nothing about it.
    ...(config.responseEncryption ? { responseEncryption: config.responseEncryption } : {}),
  });
  const meta = `<meta name="portal-config" content="${escapeHtmlAttribute(json)}">`;
  // A function, so `$` in a value is not read as a replacement pattern.
  return html.replace(META, () => meta);
}
