import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen that failed to load or render, typically a code chunk gone after a new release. A full page
 * load of /home fetches the current release.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={56}>
      <Title order={1}>{t('errors.pageFailed.title')}</Title>
      <Text mt="sm">{t('errors.pageFailed.text')}</Text>
      <Anchor href="/home" mt="md" display="inline-block">
        {t('errors.pageFailed.home')}
      </Anchor>
    </Container>
  );
}
