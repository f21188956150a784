import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import buttons from '../buttons.module.css';
import { cookieConsent, useCookieConsent } from './cookie-consent.ts';
import classes from './footer.module.css';

const small = `${buttons.button} ${buttons.small}`;

/** The small bottom notice until the visitor accepts, and the cookie panel the footer link opens (§2, §4). */
export function CookieNotice() {
  const { t } = useTranslation();
  const { accepted, panelOpen } = useCookieConsent();

  return (
    <>
      {!accepted && !panelOpen && (
        <section className={classes.cookieBar} aria-label={t('footer.cookieNotice.label')}>
          <Text size="sm">{t('footer.cookieNotice.message')}</Text>
          <div className={`${buttons.row} ${buttons.tight}`}>
            <button type="button" className={`${small} ${buttons.default}`} onClick={cookieConsent.openPanel}>
              {t('footer.cookiePreferences')}
            </button>
            <button type="button" className={`${small} ${buttons.primary}`} onClick={cookieConsent.accept}>
              {t('footer.cookieNotice.accept')}
            </button>
          </div>
        </section>
      )}
      <Modal
        opened={panelOpen}
        onClose={cookieConsent.closePanel}
        title={t('footer.cookiePanel.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Text size="sm">{t('footer.cookiePanel.necessary')}</Text>
        <Text size="sm" mt="sm">
          {t('footer.cookiePanel.noTracking')}
        </Text>
        <Text size="sm" mt="sm" fw={600}>
          {accepted ? t('footer.cookiePanel.acceptedStatus') : t('footer.cookiePanel.pendingStatus')}
        </Text>
        <div className={buttons.row}>
          <button type="button" className={`${buttons.button} ${buttons.default}`} onClick={cookieConsent.closePanel}>
            {t('common.close')}
          </button>
          {!accepted && (
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={cookieConsent.accept}>
              {t('footer.cookieNotice.accept')}
            </button>
          )}
        </div>
      </Modal>
    </>
  );
}
