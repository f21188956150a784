import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHINA_COUNTRY, findCountry } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { isChinaSite, portalConfig } from '../config/portal-config.ts';
import { changeLanguage } from '../i18n/index.ts';
import { storeCountry, storeLanguage } from './locale-store.ts';
import { SWITCH_TO_PARAM } from './locale-prefix.ts';

export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * `/TH_th/home?x=1`: the route prefix handler strips `TH_th` again and keeps the user on the same page (§2, §4). An
 * entry without a base path (§3 add_base_path: Worldwide) says the choice by `?switchTo=WWB_de` instead.
 */
export function localizedPath(country: string, lang: LanguageId, { pathname, search }: PageLocation): string {
  const code = `${country.toUpperCase()}_${lang}`;
  if (findCountry(country)?.addBasePath !== false) return `/${code}${pathname}${search}`;
  const query = new URLSearchParams(search);
  query.set(SWITCH_TO_PARAM, code);
  return `${pathname}?${query.toString()}`;
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
