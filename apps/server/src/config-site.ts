import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteLocation } from '@labbench/contract';
import { API_PATH, isApiBasePath } from '@labbench/contract/request-domains';
import { z } from 'zod';
import { mediaConfig, mediaEnv } from './web/media-config.ts';
import type { MediaConfig } from './web/media-config.ts';

/** Environment values of "" count as unset, as in config.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const isHttpUrl = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;

/** Where the logo leads: a path on this site (`/home`) or another site's address. */
const logoTarget = z
  .string()
  .trim()
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || isHttpUrl(v), 'must be a path such as /home or an https:// address');

/**
 * The site's own settings of §3 Configuration, spread into config.ts's schema with the home page's media
 * (web/media-config.ts): BUILD_DATE, CDN_URL, SITE_URL_FOR_LOGO, TELEMETRY_KEY, CONTENT_API_BASE_PATH.
 */
export const siteEnv = {
  ...mediaEnv,
  BUILD_DATE: optional(z.iso.date({ error: 'must be a date such as 2026-03-17' })),
  CDN_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  SITE_URL_FOR_LOGO: optional(logoTarget).default('/home'),
  TELEMETRY_KEY: optional(
    z.string().regex(/^[\w.-]{16,128}$/, '16 to 128 letters, digits, dots, dashes or underscores'),
  ),
  CONTENT_API_BASE_PATH: optional(
    z.string().refine(isApiBasePath, 'must be a path of this site such as /content-api (lowercase, not /assets)'),
  ).default(API_PATH),
};

export interface SiteConfig extends MediaConfig {
  /** §3 buildDate: the day the web app was built (BUILD_DATE, else its index.html's date), YYYY-MM-DD; null unknown. */
  buildDate: string | null;
  /** §3 cdnUrl: where the built assets (`/assets/…`) are loaded from; unset: this site. */
  cdnUrl: string | undefined;
  /** §3 siteUrlforLogo: where the header's and footer's logo lead. */
  siteUrlForLogo: string;
  /** §3 userLoginFrom: the site users sign in on, kept with each sign-in (`APAC` or `China`). */
  userLoginFrom: 'APAC' | 'China';
  /**
   * §3 telemetry key: set, pages report their errors and load timings with it to reportClientTelemetry; unset, no
   * page reports anything. Pages are given it, so it is a switch and a filter, not a secret.
   */
  telemetryKey: string | undefined;
  /**
   * §3 contentApiBasePath: where the content domain's requests are answered besides /api (CONTENT_API_BASE_PATH), and
   * where the browser sends them; `/api` when unset.
   */
  contentApiBasePath: string;
}

/** The date of the built index.html: the build wrote it. */
function builtOn(webDistDir: string): string | null {
  try {
    return statSync(join(webDistDir, 'index.html')).mtime.toISOString().slice(0, 10);
  } catch {
    return null;
  }
}

export function siteConfig(
  env: Parameters<typeof mediaConfig>[0] & {
    BUILD_DATE?: string | undefined;
    CDN_URL?: string | undefined;
    SITE_URL_FOR_LOGO: string;
    TELEMETRY_KEY?: string | undefined;
    CONTENT_API_BASE_PATH: string;
    SITE_LOCATION: SiteLocation;
    WEB_DIST_DIR: string;
  },
  repoRoot: string,
): SiteConfig {
  return {
    ...mediaConfig(env, repoRoot),
    buildDate: env.BUILD_DATE ?? builtOn(env.WEB_DIST_DIR),
    cdnUrl: env.CDN_URL?.replace(/\/+$/, ''),
    siteUrlForLogo: env.SITE_URL_FOR_LOGO.replace(/(?<=.)\/+$/, ''),
    userLoginFrom: env.SITE_LOCATION === 'china' ? 'China' : 'APAC',
    telemetryKey: env.TELEMETRY_KEY,
    contentApiBasePath: env.CONTENT_API_BASE_PATH,
  };
}
