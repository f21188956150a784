import { COUNTRIES, DEFAULT_COUNTRY } from '@labbench/contract/constants';

/** The countries a lab or a reader can be in: the site's list without "Worldwide". */
export const PROFILE_COUNTRIES = COUNTRIES.filter((c) => c.code !== DEFAULT_COUNTRY);
