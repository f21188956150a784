import { COUNTRIES, DEFAULT_COUNTRY } from '@labbench/contract/constants';

/** The surveys whose country lists the help links to (§2 "Popup-messages help modal"). */
export const LISTED_SURVEYS = ['CL', 'ML', 'HL'] as const;
export type ListedSurvey = (typeof LISTED_SURVEYS)[number];

/** §4: in Germany only the core lab survey is offered. */
const ONLY_CORE_LAB = ['DE'];

/**
 * The countries where a survey is offered (decision "The help's country lists"): every country the portal serves,
 * China's site included, but not Worldwide, which is no country; Germany for the core lab survey only. Codes, sorted
 * by `nameOf` in the reader's language.
 */
export function surveyCountries(survey: ListedSurvey, nameOf: (code: string) => string, language: string): string[] {
  const collator = new Intl.Collator(language);
  return COUNTRIES.map((c) => c.code)
    .filter((code) => code !== DEFAULT_COUNTRY && (survey === 'CL' || !ONLY_CORE_LAB.includes(code)))
    .sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
