import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format-date.ts';
import { StatusBadge } from './status-badge.tsx';
import type { ListRow } from './validation-table.tsx';

/** The responses of one page as cards, for phones: every figure of the table, nothing to scroll sideways. */
export function ValidationCards({ rows, detailPath }: { rows: ListRow[]; detailPath: (responseId: string) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('pages.validation.title')}>
      {rows.map((row) => (
        <Paper key={row.responseId} component="li" withBorder p="sm" radius="md" data-response={row.responseId}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={detailPath(row.responseId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.labName}
              </Anchor>
              <Text size="xs" c="gray.7">
                {row.labCode}
              </Text>
            </div>
            <StatusBadge state={row.state} />
          </Group>
          <Text size="sm" mt={6}>
            {t(`footer.surveyTypes.${row.category}`)} · {row.round} ·{' '}
            {t(`countries.${row.countryCode}`, { defaultValue: row.countryCode })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('review.table.submitted')}: {row.submittedAt ? formatDateTime(row.submittedAt, i18n.language) : '—'}
            {row.state === 'pending' && row.returnedAt ? ` · ${t('review.list.resubmitted')}` : ''}
          </Text>
          <Text size="sm" c={row.failedChecks > 0 ? 'red.8' : 'gray.7'}>
            {t('review.table.failedChecks')}: {row.failedChecks} · {t('review.table.openQuestions')}:{' '}
            {row.openQuestions}
          </Text>
          {row.waitForImport && (
            <Text size="xs" c="orange.8">
              {t('review.processing')}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
