import { findCountry } from '@labbench/contract/constants';
import { pageBoot } from '../i18n/page-boot.ts';
import { parseLocalePrefix } from '../lib/locale-prefix.ts';
import { storeCountry, storeLanguage, storedCountry, storedLanguage } from '../lib/locale-store.ts';

/**
 * Settles country and language before the first texts load (§4): a choice in the address wins; on a
 * first visit the visitor's country (detected by the server, it comes with index.html) is stored and, unless a
 * language is stored, its default language used. The root route loader then takes the choice out of the address.
 */
export function bootstrapLocale(): void {
  const selection = parseLocalePrefix(window.location.pathname, window.location.search)?.selection;
  if (selection) {
    storeCountry(selection.country);
    storeLanguage(selection.language);
    return;
  }
  // On the China site the stored country is always CN, so this only runs on a first visit elsewhere.
  if (storedCountry() !== null) return;
  const country = findCountry(pageBoot.country);
  if (!country) return;
  storeCountry(country.code);
  if (!storedLanguage()) storeLanguage(country.defaultLanguage);
}
