import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHINA_COUNTRY } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { isChinaSite, portalConfig } from '../config/portal-config.ts';
import { changeLanguage } from '../i18n/index.ts';
import { storeCountry, storeLanguage } from './locale-store.ts';

export interface PageLocation {
  pathname: string;
  search: string;
}

/** `/TH_th/home?x=1`: the route prefix handler strips `TH_th` again and keeps the user on the same page (§2, §4). */
export function localizedPath(country: string, lang: LanguageId, { pathname, search }: PageLocation): string {
  return `/${country.toUpperCase()}_${lang}${pathname}${search}`;
}

/**
 * China has a site of its own (§1): choosing China elsewhere leads to the same page there, in the language chosen
 * (its address prefix selects it). Null when the choice stays on this site.
 */
export function chinaSiteTarget(
  country: string,
  lang: LanguageId,
  location: PageLocation,
  site: { chinaSiteUrl: string | null; isChinaSite: boolean },
): string | null {
  if (site.isChinaSite || !site.chinaSiteUrl || country.toUpperCase() !== CHINA_COUNTRY) return null;
  return `${site.chinaSiteUrl.replace(/\/+$/, '')}${localizedPath(CHINA_COUNTRY, lang, location)}`;
}

/** Stores the choice, loads the language's texts, then goes to the COUNTRY_language address of the current page. */
export async function switchLanguage(
  country: string,
  lang: LanguageId,
  navigate: (to: string) => void | Promise<void>,
  location: PageLocation = window.location,
): Promise<void> {
  storeLanguage(lang);
  storeCountry(country);
  await changeLanguage(lang);
  await navigate(localizedPath(country, lang, location));
}

/** `switchLanguage` bound to the router's navigate and location. */
export function useLanguageSwitch(): (country: string, lang: LanguageId) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (country: string, lang: LanguageId) => {
      const target = chinaSiteTarget(country, lang, location, { chinaSiteUrl: portalConfig.chinaSiteUrl, isChinaSite });
      if (target) window.location.assign(target);
      else await switchLanguage(country, lang, (to) => navigate(to), location);
    },
    [navigate, location],
  );
}
