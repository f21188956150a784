import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, JOB_TITLES, languageTag } from '@labbench/contract/constants';
import { jobTitleKey } from '../../../lib/job-titles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** The countries of the portal (§3 list, not "Worldwide"), by their translated names in the interface language. */
export function useCountryOptions(): SelectOption[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const locale = languageTag(i18n.language);
    return COUNTRIES.filter((c) => c.code !== 'WWB')
      .map((c) => ({ value: c.code, label: t(`countries.${c.code}`, { defaultValue: c.name }) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [t, i18n.language]);
}

/** The job titles of §3 in their order, translated; the value sent is the English title. */
export function useJobTitleOptions(): SelectOption[] {
  const { t } = useTranslation();
  return useMemo(
    () => JOB_TITLES.map((title) => ({ value: title, label: t(jobTitleKey(title), { defaultValue: title }) })),
    [t],
  );
}
