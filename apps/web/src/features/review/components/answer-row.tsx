import { useState } from 'react';
import { ANSWERED_THROUGH_LINK } from '@labbench/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { questionAnchor } from '../answer-groups.ts';
import type { AnswerRow as Row } from '../answer-groups.ts';
import { answerText } from '../answer-labels.ts';
import { useSubmitSurveyComment } from '../api/submit-survey-comment.ts';
import { formatDateTime } from '../format-date.ts';
import { AnswerEdit } from './answer-edit.tsx';
import { MessageForm } from '../../../components/message-form.tsx';
import { ThreadMessages } from './thread-messages.tsx';

interface Props {
  row: Row;
  responseId: string;
  labCode: string;
  /** Staff may change answers now (D56). */
  editable: boolean;
}

/**
 * One question for staff: its title and answer in staff's language (the code small, for talking to the lab), who
 * answered when, failed checks, inline edit and its thread. The failed checks' links land here.
 */
export function AnswerRow({ row, responseId, labCode, editable }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const comment = useSubmitSurveyComment();
  const value = row.answer?.value ?? null;

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="li"
      id={questionAnchor(row.code)}
      data-question={row.code}
      style={{ scrollMarginTop: 'calc(var(--lb-header-height, 4rem) + 0.75rem)' }}
      bd={row.failedChecks.length > 0 ? '1px solid var(--mantine-color-red-4)' : undefined}
    >
      <Stack gap={6}>
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
          <Text size="xs" c="gray.7" ff="monospace">
            {row.code}
          </Text>
        </div>
        {row.thread?.open && (
          <Badge color="orange" variant="light" tt="none" w="fit-content">
            {t('review.thread.open')}
          </Badge>
        )}
        {row.failedChecks.map((check) => (
          <Text key={check} size="sm" c="red.8" fw={500}>
            {t(check, { defaultValue: check })}
          </Text>
        ))}
        {editing ? (
          <AnswerEdit
            responseId={responseId}
            code={row.code}
            label={t('review.edit.label', { question: row.title })}
            question={row.question}
            current={value}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Group gap="sm" wrap="wrap">
            <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-answer>
              {value === null ? t('review.answer.none') : answerText(row.question ?? undefined, value, i18n.language)}
            </Text>
            {row.answer && (
              <Text size="xs" c="gray.7">
                {row.answer.answeredBy === ANSWERED_THROUGH_LINK
                  ? t('review.answer.byLink', { at: formatDateTime(row.answer.answeredAt, i18n.language) })
                  : t('review.answer.by', {
                      name: row.answer.answeredBy,
                      at: formatDateTime(row.answer.answeredAt, i18n.language),
                    })}
              </Text>
            )}
          </Group>
        )}
        {row.thread && row.thread.messages.length > 0 && <ThreadMessages thread={row.thread} />}
        {asking && (
          <MessageForm
            label={t('review.thread.askLabel', { question: row.title })}
            sendLabel={t('review.thread.send')}
            requiredMessage={t('review.thread.required')}
            autoFocus
            onSend={async (text) => {
              await comment.mutateAsync({ labCode, responseId, code: row.code, comment: text });
              setAsking(false);
            }}
          />
        )}
        <Group gap="xs">
          {editable && !editing && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('review.edit.open')}
            </Button>
          )}
          {!asking && (
            <Button size="xs" variant="light" color="orange" onClick={() => setAsking(true)}>
              {t('review.thread.ask')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
