import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LanguageId } from '@labbench/contract';
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
    (country: string, lang: LanguageId) => switchLanguage(country, lang, (to) => navigate(to), location),
    [navigate, location],
  );
}
