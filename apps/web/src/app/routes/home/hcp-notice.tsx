import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageSwitch } from '../../../lib/language-switch.ts';
import { HCP_ACCEPTED_KEY } from './hcp-gate.ts';
import { localStore } from '../../../lib/browser-storage.ts';

/** Where declining leads (D125): the worldwide English home, which the pop-up does not guard. */
const DECLINE_TO = { country: 'WWB', language: 'en' } as const;

/**
 * The Italian healthcare-professional pop-up (§2 Home): a modal that only an answer closes (no close button, Escape or
 * outside click), focus kept inside; z-index 1050 (§9). Accepting is remembered; declining leaves for the worldwide
 * English home (D125). Loaded only when needed, so the home page's first screen stays small.
 */
export default function HcpNotice() {
  const { t } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const [opened, setOpened] = useState(true);
  const accept = () => {
    localStore.setItem(HCP_ACCEPTED_KEY, '1');
    setOpened(false);
  };
  const decline = () => {
    setOpened(false);
    void switchLanguage(DECLINE_TO.country, DECLINE_TO.language);
  };
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('pages.home.hcp.title')}
      zIndex={1050}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
    >
      <Text mb="lg">{t('pages.home.hcp.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={decline}>
          {t('pages.home.hcp.decline')}
        </Button>
        <Button onClick={accept} data-autofocus>
          {t('pages.home.hcp.accept')}
        </Button>
      </Group>
    </Modal>
  );
}
