import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@mantine/core';
import { TIMERS_MS } from '@labbench/contract/constants';
import { PageCard } from '../../../components/form/page-card.tsx';
import { takeLoginInitiator } from '../../../lib/session/login-initiator.ts';
import { CONTENT_READER_UPDATE_PARAM, thankYouTarget } from '../thank-you-target.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.registrationThankYou.title' };

/** /registration/thankYou (§2, §4): thanks the user, then after 3000 ms goes to the page that started the login. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const contentReader = params.get(CONTENT_READER_UPDATE_PARAM) === 'true';

  // The initiator is read when leaving, so it is used once however often the page renders.
  const goOn = useCallback(
    () => void navigate(thankYouTarget(takeLoginInitiator(), contentReader), { replace: true }),
    [navigate, contentReader],
  );

  useEffect(() => {
    const timer = setTimeout(goOn, TIMERS_MS.redirectAfterProfileUpdate);
    return () => clearTimeout(timer);
  }, [goOn]);

  return (
    <PageCard titleKey="pages.registrationThankYou.title">
      <Text mb="xs">{t(contentReader ? 'profile.thankYou.readerMessage' : 'profile.thankYou.message')}</Text>
      <Text c="gray.7" size="sm" mb="lg">
        {t('profile.thankYou.redirecting')}
      </Text>
      <Button size="md" fullWidth onClick={goOn}>
        {t('profile.thankYou.continue')}
      </Button>
    </PageCard>
  );
}
