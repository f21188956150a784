import { findCountry, isLanguageId } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/** A country/language choice read from the address. */
export interface LocaleSelection {
  country: string;
  language: LanguageId;
}

/** What to do with an address that carries a locale choice: select it (when valid) and go to the clean address. */
export interface LocalePrefixResult {
  selection: LocaleSelection | null;
  pathname: string;
  search: string;
}

export const SWITCH_TO_PARAM = 'switchTo';

/** `JP_ja`, `wwb_en`: a country of the list (any case) and a language id, joined by `_`. */
export function parseLocaleCode(code: string): LocaleSelection | null {
  const match = /^([A-Za-z]{2,3})_([A-Za-z]+)$/.exec(code);
  if (!match) return null;
  const country = findCountry(match[1]);
  const language = match[2]!.toLowerCase();
  if (!country || !isLanguageId(language)) return null;
  return { country: country.code, language };
}

/**
 * §2: a first path segment `COUNTRY_language` is stripped, and query `switchTo=COUNTRY_language` is removed;
 * both select that country and language. Returns null when the address has neither.
 * When both are present the query wins, being the more specific request.
 */
export function parseLocalePrefix(pathname: string, search: string): LocalePrefixResult | null {
  const [, first = '', ...rest] = pathname.split('/');
  const fromPath = parseLocaleCode(first);
  const params = new URLSearchParams(search);
  const switchTo = params.get(SWITCH_TO_PARAM);
  if (!fromPath && switchTo === null) return null;

  params.delete(SWITCH_TO_PARAM);
  const query = params.toString();
  const fromQuery = switchTo === null ? null : parseLocaleCode(switchTo);
  return {
    selection: fromQuery ?? fromPath,
    pathname: fromPath ? `/${rest.join('/')}` : pathname,
    search: query ? `?${query}` : '',
  };
}
