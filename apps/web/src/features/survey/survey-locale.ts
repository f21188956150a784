/** SurveyJS's own texts (Next, Complete, the progress bar) per locale, loaded only for the locale in use. */
const LOCALE_MODULES: Record<string, () => Promise<unknown>> = {
  ja: () => import('survey-core/i18n/japanese'),
  th: () => import('survey-core/i18n/thai'),
  ko: () => import('survey-core/i18n/korean'),
  'zh-tw': () => import('survey-core/i18n/traditional-chinese'),
  'zh-cn': () => import('survey-core/i18n/simplified-chinese'),
  vi: () => import('survey-core/i18n/vietnamese'),
  de: () => import('survey-core/i18n/german'),
  it: () => import('survey-core/i18n/italian'),
  id: () => import('survey-core/i18n/indonesian'),
  ru: () => import('survey-core/i18n/russian'),
};

/** Resolves once the locale's texts are registered; English (default) is built in. */
export async function loadSurveyLocale(locale: string): Promise<void> {
  await LOCALE_MODULES[locale]?.();
}
