import { MIDDLE_EAST_COUNTRIES } from '@labbench/contract/constants';

/** The Middle-East countries get their own copyright wording (§2 Footer). */
export function copyrightKey(country: string): 'footer.copyright' | 'footer.copyrightMiddleEast' {
  const middleEast: readonly string[] = MIDDLE_EAST_COUNTRIES;
  return middleEast.includes(country.toUpperCase()) ? 'footer.copyrightMiddleEast' : 'footer.copyright';
}
