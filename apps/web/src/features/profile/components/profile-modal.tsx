import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, PROFILE_CONTAINER_PX } from '../profile-container.ts';
import { ProfileForm } from './profile-form.tsx';
import type { ProfileFormProps } from './profile-form.tsx';
import classes from './profile-dialogs.module.css';

interface ProfileModalProps {
  opened: boolean;
  onClose: () => void;
  onUpdated: ProfileFormProps['onUpdated'];
}

/**
 * §2 "Complete profile" as a modal over the page the user is on: 'View Profile', a close icon and a Close button
 * at the bottom, 750 px wide (§9), the whole screen on a phone. The form is the profile pages' own; the modal's
 * z-index is the theme's 1050 for every modal.
 */
export function ProfileModal({ opened, onClose, onUpdated }: ProfileModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pages.viewProfile.title')}
      size={PROFILE_CONTAINER_PX}
      fullScreen={phone}
      classNames={{ title: classes.title }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="xl">
        <ProfileForm onUpdated={onUpdated} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
