import { jobTitleKey } from '../../lib/job-titles.ts';

/** Options of the registration selects (§3 "Registration dropdown data"), built from what the server lists. */

export interface SelectOption {
  value: string;
  label: string;
}

/** Looks up a translated text; `fallback` when the interface texts have none (a country or title added later). */
export type Translate = (key: string, fallback: string) => string;

/** International calling codes of the countries a lab can be in (§3 country list). */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  AU: '+61',
  BD: '+880',
  BT: '+975',
  CN: '+86',
  HK: '+852',
  IN: '+91',
  ID: '+62',
  JP: '+81',
  KR: '+82',
  MY: '+60',
  MM: '+95',
  NZ: '+64',
  PK: '+92',
  PH: '+63',
  SG: '+65',
  TW: '+886',
  TH: '+66',
  VN: '+84',
  RU: '+7',
  DE: '+49',
  IT: '+39',
};

export function callingCodeOf(countryCode: string | null | undefined): string | null {
  return countryCode ? (CALLING_CODES[countryCode.toUpperCase()] ?? null) : null;
}

/** The job titles in the server's order, shown translated; the value sent is the English title. */
export function jobTitleOptions(titles: readonly string[], translate: Translate): SelectOption[] {
  return titles.map((title) => ({
    value: title,
    label: translate(jobTitleKey(title), title),
  }));
}

type Country = { countryCode: string; countryName: string };

const byLabel = (locale: string) => (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, locale);

/** Countries by their translated name (`countries.<code>`), sorted in the interface language. */
export function countryOptions(countries: readonly Country[], translate: Translate, locale: string): SelectOption[] {
  return countries
    .map((c) => ({ value: c.countryCode, label: translate(`countries.${c.countryCode}`, c.countryName) }))
    .sort(byLabel(locale));
}

/**
 * One option per calling code ("+66 Thailand"), for the countries listed that have one; countries that share a
 * code share its option.
 */
export function callingCodeOptions(
  countries: readonly Country[],
  translate: Translate,
  locale: string,
): SelectOption[] {
  const names = new Map<string, string[]>();
  for (const { value, label } of countryOptions(countries, translate, locale)) {
    const code = callingCodeOf(value);
    if (code) names.set(code, [...(names.get(code) ?? []), label]);
  }
  return [...names].map(([code, countryNames]) => ({ value: code, label: `${code} ${countryNames.join(', ')}` }));
}

/** The preselected country: the visitor's stored country when a lab can be there (not Worldwide). */
export function defaultCountry(listed: readonly string[], stored: string | null): string {
  const code = stored?.toUpperCase() ?? '';
  return listed.includes(code) ? code : '';
}
