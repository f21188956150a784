import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format-date.ts';

type Edit = ResponseOf<'validateSurveyQuestionsResponse'>['edits'][number];

/** Every staff edit of the response's answers: question, old and new value, who and when. */
export function EditHistory({ edits }: { edits: Edit[] }) {
  const { t, i18n } = useTranslation();
  const shown = (value: Edit['oldValue']) => (value === null ? t('review.answer.none') : String(value));
  return (
    <section aria-labelledby="edit-history-title">
      <Title order={2} size="h3" id="edit-history-title" mb="sm">
        {t('review.history.title')}
      </Title>
      {edits.length === 0 ? (
        <Text c="gray.7">{t('review.history.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('review.history.question')}</Table.Th>
                <Table.Th>{t('review.history.before')}</Table.Th>
                <Table.Th>{t('review.history.after')}</Table.Th>
                <Table.Th>{t('review.history.by')}</Table.Th>
                <Table.Th>{t('review.history.at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {edits.map((edit, index) => (
                <Table.Tr key={`${edit.code}-${edit.at}-${index}`}>
                  <Table.Td ff="monospace">{edit.code}</Table.Td>
                  <Table.Td>{shown(edit.oldValue)}</Table.Td>
                  <Table.Td>{shown(edit.newValue)}</Table.Td>
                  <Table.Td>{edit.editedBy}</Table.Td>
                  <Table.Td>{formatDateTime(edit.at, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
