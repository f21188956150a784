import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageTag } from '@labbench/contract/constants';
import { useRegistrationDropdown } from '../api/get-registationdropdown-value.ts';
import { callingCodeOptions, countryOptions, jobTitleOptions } from '../dropdown-options.ts';
import type { SelectOption } from '../dropdown-options.ts';

export interface RegistrationOptions {
  languages: SelectOption[];
  jobTitles: SelectOption[];
  countries: SelectOption[];
  callingCodes: SelectOption[];
}

/** The registration selects in the interface language, once the server's lists are in. */
export function useRegistrationOptions() {
  const { t, i18n } = useTranslation();
  const dropdown = useRegistrationDropdown();
  const options = useMemo<RegistrationOptions | null>(() => {
    if (!dropdown.data) return null;
    const translate = (key: string, fallback: string) => t(key, { defaultValue: fallback });
    const { countryData, jobDescription } = dropdown.data;
    const locale = languageTag(i18n.language);
    return {
      // Each language by its own name, as the language panel shows it.
      languages: LANGUAGES.map((l) => ({ value: l.id, label: l.name })),
      jobTitles: jobTitleOptions(jobDescription, translate),
      countries: countryOptions(countryData, translate, locale),
      callingCodes: callingCodeOptions(countryData, translate, locale),
    };
  }, [dropdown.data, t, i18n.language]);
  return { options, isError: dropdown.isError, refetch: dropdown.refetch };
}
