import { CHINA_COUNTRY, DEFAULT_COUNTRY, findCountry } from '@labbench/contract';
import type { SiteLocation } from '@labbench/contract';
import { parseAcceptLanguage } from './accept-language.ts';

export interface CountrySignals {
  siteLocation: SiteLocation;
  /** Value of the trusted CDN header (COUNTRY_HEADER), when one is configured and present. */
  cdnCountry: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The visitor's country for the first-visit redirect: always CN on the China site; else the CDN's country
 * (a real country outside the list means worldwide); else the first Accept-Language region in the list; else WWB.
 */
export function detectCountry({ siteLocation, cdnCountry, acceptLanguage }: CountrySignals): string {
  if (siteLocation === 'china') return CHINA_COUNTRY;
  const cdn = cdnCountry?.trim().toUpperCase();
  // CDNs send XX (unknown) or T1 (Tor) when they cannot tell: fall through to the browser's languages then.
  if (cdn && /^[A-Z]{2}$/.test(cdn) && cdn !== 'XX') return findCountry(cdn)?.code ?? DEFAULT_COUNTRY;
  for (const range of parseAcceptLanguage(acceptLanguage)) {
    const country = findCountry(range.region);
    if (country) return country.code;
  }
  return DEFAULT_COUNTRY;
}
