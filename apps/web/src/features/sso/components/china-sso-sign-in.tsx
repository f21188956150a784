import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_START_PATHS } from '@labbench/contract/constants';
import { sameWindowPath } from '../sign-in-window.ts';

/**
 * The China site's footer entry to single sign-on for visitors who are not signed in (§2 Footer): a button that
 * opens a dialog explaining it, and from there the sign-on in this window (pop-ups are unreliable there). Shown
 * only where single sign-on is configured.
 */
export function ChinaSsoSignIn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpened(true)}>
        {t('login.chinaSso.button')}
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('login.chinaSso.title')} centered>
        <Text size="sm">{t('login.chinaSso.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => window.location.assign(sameWindowPath(SIGN_IN_START_PATHS.sso))}>
            {t('login.continueWithSso')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
