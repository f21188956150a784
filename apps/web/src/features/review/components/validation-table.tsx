import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format-date.ts';
import { StatusBadge } from './status-badge.tsx';

export type ListRow = ResponseOf<'getSurveysForValidation'>['items'][number];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The responses of one page as a table, for wide screens; the lab's name links to the response. The table scrolls
 * inside its own box when the window is narrower than its columns, never the page.
 */
export function ValidationTable({ rows, detailPath }: { rows: ListRow[]; detailPath: (responseId: string) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('review.table.lab')}</Table.Th>
            <Table.Th>{t('review.table.country')}</Table.Th>
            <Table.Th>{t('review.table.category')}</Table.Th>
            <Table.Th>{t('review.table.round')}</Table.Th>
            <Table.Th>{t('review.table.submitted')}</Table.Th>
            <Table.Th>{t('review.table.status')}</Table.Th>
            <Table.Th>{t('review.table.failedChecks')}</Table.Th>
            <Table.Th>{t('review.table.openQuestions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.responseId}>
              <Table.Td>
                <Anchor component={Link} to={detailPath(row.responseId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.labName}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {row.labCode}
                </Text>
              </Table.Td>
              <Table.Td>{t(`countries.${row.countryCode}`, { defaultValue: row.countryCode })}</Table.Td>
              <Table.Td>{t(`footer.surveyTypes.${row.category}`)}</Table.Td>
              <Table.Td>{row.round}</Table.Td>
              <Table.Td>
                {row.submittedAt ? formatDateTime(row.submittedAt, i18n.language) : '—'}
                {row.waitForImport && (
                  <Text size="xs" c="orange.8">
                    {t('review.processing')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <StatusBadge state={row.state} />
                {row.state === 'pending' && row.returnedAt && (
                  <Text size="xs" c="gray.7">
                    {t('review.list.resubmitted')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.failedChecks}</Table.Td>
              <Table.Td>{row.openQuestions}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
