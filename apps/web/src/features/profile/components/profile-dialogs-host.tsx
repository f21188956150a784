import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { profileDialogs, useProfileDialogs } from '../profile-dialogs.ts';

// The form and its rules (zod) load only when the modal opens, never with the first screen.
const ProfileForm = lazy(async () => ({ default: (await import('./profile-form.tsx')).ProfileForm }));

/**
 * The View Profile modal (§2: close icon and a Close button at the bottom, 750 px) and the thank-you dialog
 * that follows 1000 ms after an update (§4), mounted once in the app layout.
 */
export function ProfileDialogsHost() {
  const { t } = useTranslation();
  const { profileOpen, thankYouOpen } = useProfileDialogs();

  return (
    <>
      <Modal
        opened={profileOpen}
        onClose={profileDialogs.close}
        title={t('profile.viewProfile')}
        size={750}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader role="progressbar" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <ProfileForm onUpdated={profileDialogs.updated} onAccountDeleted={profileDialogs.close} />
          </Suspense>
          <Group justify="flex-end">
            <Button variant="default" onClick={profileDialogs.close}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={thankYouOpen}
        onClose={profileDialogs.close}
        title={t('profile.thankYou.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('profile.thankYou.message')}</Text>
          <Group justify="flex-end">
            <Button onClick={profileDialogs.close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
