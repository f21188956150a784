import {
  CHINA_COUNTRY,
  COUNTRY_STORAGE_KEY,
  CHINA_DEFAULT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  findCountry,
  isLanguageId,
} from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { isChinaSite } from '../config/portal-config.ts';
import { localStore } from './browser-storage.ts';

export function storedLanguage(): LanguageId | null {
  const value = localStore.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguageId(value) ? value : null;
}

export function storedCountry(): string | null {
  if (isChinaSite) return CHINA_COUNTRY;
  return findCountry(localStore.getItem(COUNTRY_STORAGE_KEY))?.code ?? null;
}

export function currentLanguage(): LanguageId {
  return storedLanguage() ?? (isChinaSite ? CHINA_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE);
}

export function currentCountry(): string {
  return storedCountry() ?? (isChinaSite ? CHINA_COUNTRY : DEFAULT_COUNTRY);
}

export function storeLanguage(language: LanguageId): void {
  localStore.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** Stored unless CN; on the China site always CN (§4). */
export function storeCountry(code: string): void {
  if (isChinaSite) {
    localStore.setItem(COUNTRY_STORAGE_KEY, CHINA_COUNTRY);
    return;
  }
  if (code.toUpperCase() === CHINA_COUNTRY) return;
  localStore.setItem(COUNTRY_STORAGE_KEY, code.toUpperCase());
}
