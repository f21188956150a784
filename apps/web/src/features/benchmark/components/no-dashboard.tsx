import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoDashboardReason, SurveyCategory } from '@labbench/contract';

export interface NoDashboardProps {
  labName: string;
  reason: NoDashboardReason;
  /** The category asked for, when there is one: says which address this screen answers. */
  category?: SurveyCategory;
}

/** The second guard of /dashboard: why this lab has no dashboard yet, and what to do about it. */
export function NoDashboard({ labName, reason, category }: NoDashboardProps) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="no-dashboard" data-reason={reason} data-category={category}>
      <Title order={1}>{t('benchmark.none.title')}</Title>
      {labName && <Text c="dimmed">{labName}</Text>}
      <Alert color="blue" title={t(`benchmark.none.reason.${reason}`)}>
        <Text size="sm">{t(`benchmark.none.todo.${reason}`)}</Text>
        <Button component={Link} to="/survey" mt="sm">
          {t('benchmark.none.action')}
        </Button>
      </Alert>
    </Stack>
  );
}
