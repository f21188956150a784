import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import buttons from '../buttons.module.css';
import { cookieConsent, useCookieConsent } from './cookie-consent.ts';

/** The cookie panel that the notice and the footer link open (§2, §4). */
export function CookiePanel() {
  const { t } = useTranslation();
  const { accepted, panelOpen } = useCookieConsent();
  return (
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
  );
}
