import { useState } from 'react';
import { ActionIcon, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  CHINA_COUNTRY,
  COUNTRIES,
  DEFAULT_COUNTRY,
  LANGUAGES,
  findCountry,
  languageTag,
} from '@labbench/contract/constants';
import type { CountryEntry, LanguageId } from '@labbench/contract';
import { isChinaSite, portalConfig } from '../../../config/portal-config.ts';
import { useLanguageSwitch } from '../../../lib/language-switch.ts';
import { currentCountry, currentLanguage } from '../../../lib/locale-store.ts';
import buttons from '../buttons.module.css';
import { LETTER_GROUPS, matchesLetterGroup } from './letter-groups.ts';
import type { LetterGroup } from './letter-groups.ts';
import classes from './language-panel.module.css';

const nativeName = (id: LanguageId) => LANGUAGES.find((l) => l.id === id)?.name ?? id;

/** Worldwide first, then A–Z by English name, which is also what the letter filter looks at. */
const APAC_LIST = [...COUNTRIES].sort((a, b) =>
  a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : a.name.localeCompare(b.name, 'en'),
);
/**
 * The China site offers only its own entry (§2). Elsewhere China leads to the China site, so it is offered only when
 * that site is configured: the APAC site cannot select China for itself (its country is never stored as CN, §4).
 */
const COUNTRY_LIST: readonly CountryEntry[] = isChinaSite
  ? COUNTRIES.filter((c) => c.code === CHINA_COUNTRY)
  : APAC_LIST.filter((c) => c.code !== CHINA_COUNTRY || portalConfig.chinaSiteUrl !== null);

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface LanguagePanelProps {
  opened: boolean;
  onClose: () => void;
}

/** Dialog to pick a country and language: the current country's languages, then every country (§2). */
export function LanguagePanel({ opened, onClose }: LanguagePanelProps) {
  const { t } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const phone = useMediaQuery('(max-width: 36em)');
  const [group, setGroup] = useState<LetterGroup | null>(null);
  const country = findCountry(currentCountry()) ?? COUNTRY_LIST[0];
  const language = currentLanguage();
  const countryName = (code: string) => t(`countries.${code}`);

  const choose = (code: string, lang: LanguageId) => {
    onClose();
    void switchLanguage(code, lang);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('languagePanel.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      classNames={{ title: classes.title }}
    >
      {country && (
        <section className={classes.section} aria-labelledby="language-panel-current">
          <h3 id="language-panel-current" className={classes.heading}>
            {t('languagePanel.currentCountry', { country: countryName(country.code) })}
          </h3>
          <div className={classes.currentLanguages}>
            {country.langs.map((lang) => (
              <button
                key={lang}
                type="button"
                className={`${buttons.button} ${lang === language ? buttons.primary : buttons.outline}`}
                aria-pressed={lang === language}
                lang={languageTag(lang)}
                onClick={() => choose(country.code, lang)}
              >
                {nativeName(lang)}
              </button>
            ))}
          </div>
        </section>
      )}

      <section className={classes.section} aria-labelledby="language-panel-all">
        <h3 id="language-panel-all" className={classes.heading}>
          {t('languagePanel.allCountries')}
        </h3>
        <div className={classes.filter} role="group" aria-label={t('languagePanel.filterLabel')}>
          {LETTER_GROUPS.map((g) => (
            <button
              key={g.label}
              type="button"
              className={`${buttons.button} ${buttons.compact} ${group === g ? buttons.primary : buttons.subtle}`}
              aria-pressed={group === g}
              onClick={() => setGroup(g)}
            >
              {g.label}
            </button>
          ))}
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label={t('languagePanel.clearFilter')}
            disabled={group === null}
            onClick={() => setGroup(null)}
          >
            <CloseIcon />
          </ActionIcon>
        </div>

        {COUNTRY_LIST.some((c) => matchesLetterGroup(c.name, group)) ? (
          <ul className={classes.countryGrid}>
            {COUNTRY_LIST.filter((c) => matchesLetterGroup(c.name, group)).map((c) => (
              <li key={c.code} className={classes.country}>
                <span className={classes.countryName}>{countryName(c.code)}</span>
                <ul className={classes.countryLanguages}>
                  {c.langs.map((lang) => (
                    <li key={lang}>
                      <button
                        type="button"
                        className={classes.languageLink}
                        aria-label={t('languagePanel.countryLanguage', {
                          country: countryName(c.code),
                          language: nativeName(lang),
                        })}
                        aria-current={c.code === country?.code && lang === language ? 'true' : undefined}
                        onClick={() => choose(c.code, lang)}
                      >
                        <span lang={languageTag(lang)}>{nativeName(lang)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className={classes.empty}>{t('languagePanel.noCountries')}</p>
        )}
      </section>
    </Modal>
  );
}
