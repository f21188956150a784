import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile, UserType } from '@labbench/contract';
import { spinner } from '../../../lib/spinner.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSignOut } from '../../auth/api/sign-out.ts';
import { useSession } from '../../auth/auth-store.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { useUpdatePrivacyConsent } from '../consent/api/update-privacy-consent.ts';
import { useWithdrawConsent } from '../consent/api/withdraw-consent.ts';
import { isKoreaConsent } from '../consent/consent-question.ts';

interface PrivacySectionProps {
  profile: Profile;
  userType: UserType;
}

/**
 * The profile's consent by the KR rule (§5: Korea consent for Korea, privacy consent elsewhere), saved at once
 * with updatePrivecyConsent, and "withdraw consent and delete my account" behind a confirmation (§4).
 */
export function PrivacySection({ profile, userType }: PrivacySectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const email = useSession()?.user.email ?? profile.email;
  const { signOut } = useSignOut();
  const updatePrivacyConsent = useUpdatePrivacyConsent();
  const withdrawConsent = useWithdrawConsent();
  const [confirming, setConfirming] = useState(false);
  const korea = isKoreaConsent(profile.countryCode);
  const saved = korea ? profile.korea_Consent : profile.privacyConsent;
  // The switch shows the user's last choice from the click on, whenever the profile passed in catches up; a
  // failed save puts it back to what is stored.
  const [choice, setChoice] = useState<boolean | null>(null);
  const given = choice ?? saved;

  const changeConsent = async (privacyConsent: boolean) => {
    setChoice(privacyConsent);
    try {
      await updatePrivacyConsent.mutateAsync({ privacyConsent });
      // The profile form sends the consents of the cached profile with its next UPDATE.
      queryClient.setQueryData<Profile>(
        profileQueryKey(userType),
        (p) =>
          p &&
          (korea ? { ...p, korea_Consent: privacyConsent } : { ...p, privacyConsent, privacyNotice: privacyConsent }),
      );
      showToast({ message: t('consent.saved'), type: 'success' });
    } catch {
      setChoice(null);
      showToast({ message: t('consent.saveFailed'), type: 'error' });
    }
  };

  const withdraw = async () => {
    spinner.show();
    try {
      await withdrawConsent.mutateAsync({ emailId: email });
      setConfirming(false);
      showToast({ message: t('consent.deleted'), type: 'success' });
      // The account is gone: the local sign-out of features/auth clears this browser and goes to /home.
      await signOut();
    } catch {
      showToast({ message: t('errors.processError'), type: 'error' });
    } finally {
      spinner.hide();
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-privacy">
      <Title order={2} size="h4" id="profile-privacy">
        {t('consent.privacyTitle')}
      </Title>
      <Switch
        checked={given}
        disabled={updatePrivacyConsent.isPending}
        onChange={(event) => void changeConsent(event.currentTarget.checked)}
        label={t(korea ? 'consent.koreaConsent' : 'consent.privacyConsent')}
      />
      <Group>
        <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
          {t('consent.withdraw')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('consent.withdrawTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('consent.withdrawText')}</Text>
          <Text>{t('consent.withdrawLabData')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('consent.withdrawNo')}
            </Button>
            <Button color="red" loading={withdrawConsent.isPending} onClick={() => void withdraw()}>
              {t('consent.withdrawYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
