import {
  CHINA_COUNTRY,
  CHINA_DEFAULT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  findCountry,
  isLanguageId,
} from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { isChinaSite } from '../config/portal-config.ts';

/** Local-storage keys of §3. */
const LANGUAGE_KEY = 'language';
const COUNTRY_KEY = 'country';

export function storedLanguage(): LanguageId | null {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return isLanguageId(value) ? value : null;
}

export function storedCountry(): string | null {
  if (isChinaSite) return CHINA_COUNTRY;
  return findCountry(localStorage.getItem(COUNTRY_KEY))?.code ?? null;
}

export function currentLanguage(): LanguageId {
  return storedLanguage() ?? (isChinaSite ? CHINA_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE);
}

export function currentCountry(): string {
  return storedCountry() ?? (isChinaSite ? CHINA_COUNTRY : DEFAULT_COUNTRY);
}

export function storeLanguage(language: LanguageId): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** Stored unless CN; on the China site always CN (§4). */
export function storeCountry(code: string): void {
  if (isChinaSite) {
    localStorage.setItem(COUNTRY_KEY, CHINA_COUNTRY);
    return;
  }
  if (code.toUpperCase() === CHINA_COUNTRY) return;
  localStorage.setItem(COUNTRY_KEY, code.toUpperCase());
}
