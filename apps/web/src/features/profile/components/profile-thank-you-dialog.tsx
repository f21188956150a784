import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/auth-store.ts';
import classes from './profile-dialogs.module.css';

/** §4 "Profile update", modal: the thank-you dialog after the profile modal (title, message, Close). */
export function ProfileThankYouDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const reader = useSession()?.user.userType === 'contentreader';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.thankYou.title')}
      centered
      classNames={{ title: classes.title }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{t(reader ? 'profile.thankYou.readerMessage' : 'profile.thankYou.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  );
}
