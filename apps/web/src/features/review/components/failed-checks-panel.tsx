import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { questionAnchor } from '../answer-groups.ts';
import type { FailedCheckItem } from '../answer-groups.ts';

/**
 * The checks the response failed, before any answer, each linking to its question further down (the page's fragment
 * scroll takes the reader there and keeps the list's filters in the address).
 */
export function FailedChecksPanel({ checks }: { checks: FailedCheckItem[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (checks.length === 0) {
    return (
      <Text c="green.9" fw={600}>
        {t('review.checks.none')}
      </Text>
    );
  }
  return (
    <Paper
      component="section"
      aria-labelledby="failed-checks-title"
      p="md"
      radius="md"
      bg="red.0"
      bd="1px solid var(--mantine-color-red-3)"
    >
      <Title order={2} size="h4" id="failed-checks-title" c="red.9" mb="xs">
        {t('review.checks.title', { count: checks.length })}
      </Title>
      <Stack component="ol" gap={6} m={0} pl="lg">
        {checks.map((item) => (
          <Text component="li" size="sm" key={`${item.code}|${item.check}`}>
            <Anchor component={Link} to={{ search, hash: questionAnchor(item.code) }} fw={600}>
              {item.title}
            </Anchor>
            {' — '}
            {t(item.check, { defaultValue: item.check })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
