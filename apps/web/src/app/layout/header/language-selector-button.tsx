import { LANGUAGES, isLanguageId, languageTag } from '@labbench/contract/constants';
import { useTranslation } from 'react-i18next';
import { currentCountry, currentLanguage } from '../../../lib/locale-store.ts';
import classes from './header.module.css';

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

/**
 * Shows the current country and language by their names ("Worldwide · English", on the China site China's name in
 * the reader's language); a phone shows the short forms (WWB · EN), the narrowest the language alone, so the logo
 * keeps its room. Opens the language and country panel.
 */
export function LanguageSelectorButton({ onClick }: { onClick: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguageId(i18n.language) ? i18n.language : currentLanguage();
  const language = LANGUAGES.find((l) => l.id === lang);
  const country = currentCountry();
  return (
    <button
      type="button"
      className={classes.languageButton}
      aria-label={t('header.languageSelector')}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <GlobeIcon />
      <span className={classes.countryLong}>{t(`countries.${country}`, { defaultValue: country })}</span>
      <span className={classes.countryShort}>{country}</span>
      <span className={classes.languageSeparator} aria-hidden="true">
        ·
      </span>
      <span className={classes.languageLong}>{language?.name}</span>
      {/* Our codes zhcn/zhtw are internal: a phone shows the tag people know (ZH-CN). */}
      <span className={classes.languageShort}>{languageTag(lang).toUpperCase()}</span>
    </button>
  );
}
