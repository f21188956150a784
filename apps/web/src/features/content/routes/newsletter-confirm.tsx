import { useEffect, useRef } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmNewsletter } from '../api/confirm-newsletter.ts';
import { ContentFrame } from '../components/content-frame.tsx';
import { NewsletterLinkFailure } from '../components/newsletter-link-state.tsx';
import classes from '../components/content.module.css';

/**
 * /newsletter/confirm/:token: the link of the double opt-in mail confirms as the page opens. The link works once, so
 * the call is made once per token, also when React runs the effect twice.
 */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmNewsletter();
  const asked = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    mutate({ token });
  }, [token, mutate]);

  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={t('newsletter.confirmTitle')}>
      <Title order={1} className={classes.title}>
        {t('newsletter.confirmTitle')}
      </Title>
      {confirm.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('newsletter.confirmed', { email: confirm.data.email })}
        </Alert>
      ) : confirm.isError ? (
        <NewsletterLinkFailure error={confirm.error} />
      ) : (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('newsletter.confirming')}</Text>
        </Stack>
      )}
    </ContentFrame>
  );
}
