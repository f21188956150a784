import { Alert, Button, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';
import { ContentFrame } from '../components/content-frame.tsx';
import { NewsletterLinkFailure } from '../components/newsletter-link-state.tsx';
import classes from '../components/content.module.css';

/**
 * /newsletter/unsubscribe/:token: the address of every newsletter mail's List-Unsubscribe. Opening it changes
 * nothing (link scanners open it too); only the button unsubscribes, as a mail client's one-click POST does.
 */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeNewsletter();

  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={t('newsletter.unsubscribeTitle')}>
      <Title order={1} className={classes.title}>
        {t('newsletter.unsubscribeTitle')}
      </Title>
      {unsubscribe.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('newsletter.unsubscribed')}
        </Alert>
      ) : (
        <>
          <Text>{t('newsletter.unsubscribeIntro')}</Text>
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token })}
          >
            {t('newsletter.unsubscribeButton')}
          </Button>
          {unsubscribe.isError && <NewsletterLinkFailure error={unsubscribe.error} />}
        </>
      )}
    </ContentFrame>
  );
}
