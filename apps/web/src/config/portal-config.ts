import { SIGN_IN_PROVIDERS } from '@labbench/contract/constants';
import { serverPortalConfig } from './server-portal-config.ts';
import type { LanguageId, ResponseKeyMaterial, SiteLocation, SignInProvider } from '@labbench/contract';

/** One language's lab-insight video on the home page (§2, §3): paths on this site (LAB_INSIGHT_VIDEOS). */
export interface LabInsightVideo {
  video: string;
  poster: string;
  captions: string;
}

/** What the server tells the browser about this deployment, in `<meta name="portal-config">` of index.html. */
export interface PortalConfig {
  siteLocation: SiteLocation;
  /** The company name in /{company}-admin and /{company}-validate. */
  companySlug: string;
  /** Base address of the content site (thought leadership, about us, legal pages); null: no links to it. */
  contentSiteUrl: string | null;
  /** The China site, where choosing China leads from the APAC site; null: China is not offered there. */
  chinaSiteUrl: string | null;
  /** The sign-in providers this deployment has configured; the login page offers a button for these only. */
  signInProviders: SignInProvider[];
  /** Per language; a language without one shows no video. */
  labInsightVideos: Partial<Record<LanguageId, LabInsightVideo>>;
  /** ENCRYPT_RESPONSE on: the key material of encrypted answers (§3 "a crypto key", §7); null: answers are plain. */
  responseEncryption: ResponseKeyMaterial | null;
  /** §3 buildDate: the day the app was built (YYYY-MM-DD), shown in the footer; null: unknown. */
  buildDate: string | null;
  /** §3 siteUrlforLogo: where the logo leads, a path of this site or another site's address. */
  siteUrlForLogo: string;
  /** §3 telemetry key, present only when TELEMETRY_KEY is set: the page then reports its errors and load timings. */
  telemetryKey?: string;
  /** §3 contentApiBasePath, present only when the content domain's requests go elsewhere than /api. */
  contentApiBasePath?: string;
}

const DEFAULTS: PortalConfig = {
  siteLocation: 'apac',
  companySlug: 'portal',
  contentSiteUrl: null,
  chinaSiteUrl: null,
  signInProviders: [],
  labInsightVideos: {},
  responseEncryption: null,
  buildDate: null,
  siteUrlForLogo: '/home',
};

/** Known providers only, each once, in the contract's order: an unknown name must not become a button. */
function knownProviders(value: unknown): SignInProvider[] {
  if (!Array.isArray(value)) return [];
  return SIGN_IN_PROVIDERS.filter((provider) => value.includes(provider));
}

/** Three strings, or none: anything else cannot decrypt an answer. */
function keyMaterial(value: unknown): ResponseKeyMaterial | null {
  if (typeof value !== 'object' || value === null) return null;
  const { secret, salt, iv } = value as Record<string, unknown>;
  return typeof secret === 'string' && typeof salt === 'string' && typeof iv === 'string' ? { secret, salt, iv } : null;
}

/** A path of this site or an http(s) address; anything else (a `javascript:` address) leads home. */
export function logoTarget(value: unknown): string {
  if (typeof value !== 'string') return DEFAULTS.siteUrlForLogo;
  return /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value) ? value : DEFAULTS.siteUrlForLogo;
}

function readConfig(): PortalConfig {
  const raw =
    typeof document === 'undefined'
      ? serverPortalConfig()
      : document.querySelector('meta[name="portal-config"]')?.getAttribute('content');
  if (!raw) return DEFAULTS;
  try {
    const parsed = JSON.parse(raw) as Partial<PortalConfig>;
    return {
      ...DEFAULTS,
      ...parsed,
      contentSiteUrl: typeof parsed.contentSiteUrl === 'string' ? parsed.contentSiteUrl : null,
      chinaSiteUrl: typeof parsed.chinaSiteUrl === 'string' ? parsed.chinaSiteUrl : null,
      signInProviders: knownProviders(parsed.signInProviders),
      // The server checked every path (LAB_INSIGHT_VIDEOS); an absent language shows no video.
      labInsightVideos: typeof parsed.labInsightVideos === 'object' ? (parsed.labInsightVideos ?? {}) : {},
      responseEncryption: keyMaterial(parsed.responseEncryption),
      buildDate:
        typeof parsed.buildDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(parsed.buildDate) ? parsed.buildDate : null,
      siteUrlForLogo: logoTarget(parsed.siteUrlForLogo),
    };
  } catch {
    return DEFAULTS;
  }
}

export const portalConfig: PortalConfig = readConfig();
export const isChinaSite = portalConfig.siteLocation === 'china';
