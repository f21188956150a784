import { useEffect } from 'react';
import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportCaughtError } from '../../lib/report-caught-error.ts';

/**
 * A screen that failed to load or render, typically a code chunk gone after a new release. A full page
 * load of /home fetches the current release. The error is reported to telemetry when a key is configured.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportCaughtError(error), [error]);
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
