import type { SiteLocation } from '@labbench/contract';

/** What the server tells the browser about this deployment, in `<meta name="portal-config">` of index.html. */
export interface PortalConfig {
  siteLocation: SiteLocation;
  /** The company name in /{company}-admin and /{company}-validate. */
  companySlug: string;
  /** Base address of the content area (thought leadership, about us, legal pages). */
  contentSiteUrl: string;
}

const DEFAULTS: PortalConfig = { siteLocation: 'apac', companySlug: 'portal', contentSiteUrl: '/content' };

function readConfig(): PortalConfig {
  const raw = document.querySelector('meta[name="portal-config"]')?.getAttribute('content');
  if (!raw) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<PortalConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const portalConfig: PortalConfig = readConfig();
export const isChinaSite = portalConfig.siteLocation === 'china';
