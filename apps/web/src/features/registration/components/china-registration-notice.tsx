import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * The China registration pop-up (§2): before the form, a visitor of the China site learns that the details are stored
 * and processed in mainland China and agrees to it; "Not now" goes back to the home page.
 */
export function ChinaRegistrationNotice({ onAgree }: { onAgree: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      opened
      onClose={() => void navigate('/home')}
      title={t('registration.china.title')}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text>{t('registration.china.storage')}</Text>
        <Text>{t('registration.china.use')}</Text>
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          label={t('registration.china.agree')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate('/home')}>
            {t('registration.china.notNow')}
          </Button>
          <Button disabled={!agreed} onClick={onAgree}>
            {t('registration.china.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
