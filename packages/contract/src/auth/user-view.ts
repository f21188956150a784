import { CHINA_COUNTRY, DEFAULT_COUNTRY, findCountry } from '../constants/countries.ts';
import type { CountryEntry } from '../constants/countries.ts';

/** §3 shortName: the initials of the profile menu, first letter of the given and of the family name, uppercased. */
export function shortNameOf(givenName: string, familyName: string): string {
  const first = (name: string) => [...name.trim()][0] ?? '';
  return `${first(givenName)}${first(familyName)}`.toLocaleUpperCase();
}

/**
 * §3 labParentCountry: the country/site entry a lab's country belongs to — China for the China site's labs, Worldwide
 * for every other — so the site's configuration (its languages, its default) is known for the lab.
 */
export function parentCountryOf(countryCode: string): CountryEntry | undefined {
  const site = findCountry(countryCode)?.siteLocation === 'china' ? CHINA_COUNTRY : DEFAULT_COUNTRY;
  return findCountry(site);
}
