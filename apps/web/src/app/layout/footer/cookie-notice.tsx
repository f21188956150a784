import { Suspense, lazy } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLatch } from '../../../lib/use-latch.ts';
import buttons from '../buttons.module.css';
import { cookieConsent, useCookieConsent } from './cookie-consent.ts';
import classes from './footer.module.css';

// Loaded when first opened: the first screen shows only the notice.
const CookiePanel = lazy(async () => ({ default: (await import('./cookie-panel.tsx')).CookiePanel }));

const small = `${buttons.button} ${buttons.small}`;

/** The small bottom notice until the visitor answers, and the cookie panel the footer link opens (§2, §4). */
export function CookieNotice() {
  const { t } = useTranslation();
  const { accepted, panelOpen } = useCookieConsent();
  const panelUsed = useLatch(panelOpen);

  return (
    <>
      {!accepted && !panelOpen && (
        <section className={classes.cookieBar} aria-label={t('footer.cookieNotice.label')}>
          <Text size="sm">{t('footer.cookieNotice.message')}</Text>
          <div className={`${buttons.row} ${buttons.tight}`}>
            <button type="button" className={`${small} ${buttons.default}`} onClick={cookieConsent.openPanel}>
              {t('footer.cookiePreferences')}
            </button>
            <button
              type="button"
              className={`${small} ${buttons.default}`}
              onClick={() => cookieConsent.save({ analytics: false })}
            >
              {t('footer.cookieNotice.necessaryOnly')}
            </button>
            <button type="button" className={`${small} ${buttons.primary}`} onClick={cookieConsent.acceptAll}>
              {t('footer.cookieNotice.accept')}
            </button>
          </div>
        </section>
      )}
      {panelUsed && (
        <Suspense fallback={null}>
          <CookiePanel />
        </Suspense>
      )}
    </>
  );
}
