import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import buttons from '../buttons.module.css';
import { externalLinks, usePendingExternalUrl } from '../../../lib/external-link-store.ts';

/** Confirm dialog before a content-site page opens in a new tab. */
export function ExternalUrlWarning() {
  const { t } = useTranslation();
  const url = usePendingExternalUrl();
  return (
    <Modal
      opened={url !== null}
      onClose={externalLinks.cancel}
      title={t('layout.externalUrlWarning.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Text size="sm">{t('layout.externalUrlWarning.message')}</Text>
      <div className={buttons.row}>
        <button type="button" className={`${buttons.button} ${buttons.default}`} onClick={externalLinks.cancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={externalLinks.confirm}>
          {t('layout.externalUrlWarning.continue')}
        </button>
      </div>
    </Modal>
  );
}
