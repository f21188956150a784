import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentFrame } from '../components/content-frame.tsx';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import classes from '../components/content.module.css';

/** /newsletter: the sign-up form (§3), double opt-in by mail. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={t('newsletter.title')}>
      <Title order={1} className={classes.title}>
        {t('newsletter.title')}
      </Title>
      <Text>{t('newsletter.intro')}</Text>
      <NewsletterForm />
    </ContentFrame>
  );
}
