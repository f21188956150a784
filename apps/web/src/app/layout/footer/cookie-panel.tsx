import { useState } from 'react';
import { Modal, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import buttons from '../buttons.module.css';
import { cookieConsent, useCookieConsent } from './cookie-consent.ts';

/**
 * The cookie panel that the notice and the footer link open (§2, §4): strictly necessary storage, always on, and
 * analytics, off until the visitor switches it on. The choice is kept and can be changed here at any time.
 */
export function CookiePanel() {
  const { t } = useTranslation();
  const { accepted, preferences, panelOpen } = useCookieConsent();
  const [analytics, setAnalytics] = useState(preferences.analytics);
  const [openedWith, setOpenedWith] = useState(panelOpen);
  // Each opening starts from the stored choice, not from an unsaved switch of the last one.
  if (panelOpen !== openedWith) {
    setOpenedWith(panelOpen);
    if (panelOpen) setAnalytics(preferences.analytics);
  }

  return (
    <Modal
      opened={panelOpen}
      onClose={cookieConsent.closePanel}
      title={t('footer.cookiePanel.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <div>
          <Switch
            checked
            disabled
            readOnly
            label={t('footer.cookiePanel.necessaryTitle')}
            description={t('footer.cookiePanel.alwaysOn')}
          />
          <Text size="sm" mt="xs">
            {t('footer.cookiePanel.necessary')}
          </Text>
        </div>
        <div>
          <Switch
            checked={analytics}
            onChange={(event) => setAnalytics(event.currentTarget.checked)}
            label={t('footer.cookiePanel.analyticsTitle')}
          />
          <Text size="sm" mt="xs">
            {t('footer.cookiePanel.analytics')}
          </Text>
        </div>
        <Text size="sm">{t('footer.cookiePanel.noTracking')}</Text>
        <Text size="sm" fw={600}>
          {accepted ? t('footer.cookiePanel.acceptedStatus') : t('footer.cookiePanel.pendingStatus')}
        </Text>
      </Stack>
      <div className={buttons.row}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.default}`}
          onClick={() => cookieConsent.save({ analytics })}
        >
          {t('footer.cookiePanel.save')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={cookieConsent.acceptAll}>
          {t('footer.cookieNotice.accept')}
        </button>
      </div>
    </Modal>
  );
}
