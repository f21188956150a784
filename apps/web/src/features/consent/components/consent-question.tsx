import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PayloadOf } from '@labbench/contract';
import { showToast } from '../../../lib/toast.ts';
import { authStore, useAuth } from '../../../lib/session/auth-store.ts';
import { useUpdateConsent } from '../api/update-consent.ts';
import { isKoreaConsent, readAnsweredIn, rememberAnswered, shouldAskConsent } from '../consent-question.ts';

type Answer = PayloadOf<'updateConsent'>['agree'];

/**
 * The consent question after sign-in (§4 consent enum), with the privacy text by the KR rule (§5).
 * Yes and No are saved before the question closes; Not now closes it for this sign-in session either way.
 */
export function ConsentQuestion() {
  const { t } = useTranslation();
  const { session, token } = useAuth();
  const { pathname } = useLocation();
  const updateConsent = useUpdateConsent();
  const [answeredIn, setAnsweredIn] = useState(readAnsweredIn);
  const opened = shouldAskConsent({ session, token, pathname, answeredIn });

  const answer = async (agree: Answer) => {
    if (!token) return;
    try {
      await updateConsent.mutateAsync({ agree });
      const current = authStore.get().session;
      if (current) authStore.updateSession({ ...current, user: { ...current.user, consentChoice: agree } });
    } catch {
      if (agree !== 'ignored') {
        showToast({ message: t('consent.question.failed'), type: 'error' });
        return;
      }
    }
    rememberAnswered(token);
    setAnsweredIn(token);
  };

  const korea = isKoreaConsent(session?.user.countryCode ?? null);
  return (
    <Modal
      opened={opened}
      onClose={() => void answer('ignored')}
      title={t('consent.question.title')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text>{t(korea ? 'consent.question.koreaText' : 'consent.question.privacyText')}</Text>
        <Group justify="flex-end">
          <Button variant="subtle" disabled={updateConsent.isPending} onClick={() => void answer('ignored')}>
            {t('consent.question.notNow')}
          </Button>
          <Button variant="default" disabled={updateConsent.isPending} onClick={() => void answer('no')}>
            {t('consent.question.no')}
          </Button>
          <Button loading={updateConsent.isPending} onClick={() => void answer('yes')}>
            {t('consent.question.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
