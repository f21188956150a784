import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format-date.ts';
import { StatusBadge } from './status-badge.tsx';

type Row = ResponseOf<'getSurveysForValidation'>['items'][number];

/** The submitted responses of one page; the lab's name links to the response (scrolls sideways on a phone). */
export function ValidationTable({ rows, detailPath }: { rows: Row[]; detailPath: (responseId: string) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
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
                <Anchor component={Link} to={detailPath(row.responseId)} fw={600}>
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
              <Table.Td>
                <StatusBadge status={row.survey_status} />
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
