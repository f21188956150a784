import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, SurveyQuestion } from '@labbench/contract';
import { answerText } from '../answer-labels.ts';
import { formatDateTime } from '../format-date.ts';

type Edit = ResponseOf<'validateSurveyQuestionsResponse'>['edits'][number];

interface Props {
  edits: Edit[];
  /** A question's title in staff's language and the question, by code. */
  questionOf: (code: string) => { title: string; question: SurveyQuestion | undefined };
}

/** Every staff edit of the response's answers: question, old and new value as staff read them, who and when. */
export function EditHistory({ edits, questionOf }: Props) {
  const { t, i18n } = useTranslation();
  const shown = (code: string, value: Edit['oldValue']) =>
    value === null ? t('review.answer.none') : answerText(questionOf(code).question, value, i18n.language);
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
                <Table.Tr key={`${edit.code}-${edit.at}-${index}`} data-question={edit.code}>
                  <Table.Td>{questionOf(edit.code).title}</Table.Td>
                  <Table.Td>{shown(edit.code, edit.oldValue)}</Table.Td>
                  <Table.Td>{shown(edit.code, edit.newValue)}</Table.Td>
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
