import { useState } from 'react';
import type { Profile } from '@labbench/contract';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { spinner } from '../../../lib/spinner.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEndSession } from '../../../lib/session/use-end-session.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useUpdatePrivacyConsent } from '../api/update-privecy-consent.ts';
import { useWithdrawConsent } from '../api/withdraw-concern.ts';
import { isKoreaConsent } from '../consent-question.ts';

interface PrivacySectionProps {
  profile: Profile;
  /** The consent fields just saved, so the profile sends them with its next update. */
  onConsentSaved: (saved: Partial<Profile>) => void;
}

/**
 * The profile's consent by the KR rule (§5: Korea consent for Korea, privacy consent elsewhere), saved at once
 * with updatePrivecyConsent, and "withdraw consent and delete my account" behind a confirmation (§4).
 */
export function PrivacySection({ profile, onConsentSaved }: PrivacySectionProps) {
  const { t } = useTranslation();
  const email = useSession()?.user.email ?? profile.email;
  const endSession = useEndSession();
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
      onConsentSaved(korea ? { korea_Consent: privacyConsent } : { privacyConsent, privacyNotice: privacyConsent });
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
      // The account and its sign-in are gone on the server: only this browser is left to clear.
      await endSession();
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
        {/* A long label (Thai, German) wraps on a phone instead of being cut off. */}
        <Button
          variant="outline"
          color="red"
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={() => setConfirming(true)}
        >
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
