import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyCategory } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useSubmitSurveyComment } from '../api/submit-survey-comment.ts';
import { useSurveyComment } from '../api/get-survey-comment.ts';
import { openFirst } from '../thread-order.ts';
import { MessageForm } from './message-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ThreadMessages } from './thread-messages.tsx';

/**
 * The lab's side of staff validation (D39), for the lab's survey page: the validation outcome and comment, and
 * every question staff asked about, open ones first, each with a reply box. Shows nothing while there is neither.
 */
export function LabQuestionThreads({ labCode, category }: { labCode: string; category: SurveyCategory }) {
  const { t } = useTranslation();
  const threads = useSurveyComment(labCode, category);
  const reply = useSubmitSurveyComment();

  if (threads.isPending) return <Loader size="sm" aria-label={t('review.loading')} />;
  if (threads.isError) {
    return (
      <Alert color="red" role="alert">
        {t(toApiCallError(threads.error).error.message, { defaultValue: t('errors.processError') })}
      </Alert>
    );
  }
  const { responseId, survey_status: status, validationComment, threads: list } = threads.data;
  if (responseId === null || (status === null && list.length === 0)) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="lab-threads-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="lab-threads-title">
          {t('review.lab.title')}
        </Title>
        <StatusBadge status={status} />
      </Group>
      {status !== null && (
        <Alert color={status === 'A' ? 'green' : 'red'} title={t(`review.lab.outcome.${status}`)}>
          {validationComment ?? ''}
        </Alert>
      )}
      {openFirst(list).map((thread) => (
        <Paper key={thread.code} withBorder p="sm" radius="sm" data-question={thread.code}>
          <Stack gap="xs">
            <Group gap="xs">
              <Text ff="monospace" fw={600}>
                {thread.code}
              </Text>
              {thread.open && (
                <Badge color="orange" variant="light" tt="none">
                  {t('review.lab.waiting')}
                </Badge>
              )}
            </Group>
            <ThreadMessages thread={thread} />
            {status === null && (
              <MessageForm
                label={t('review.lab.replyLabel', { code: thread.code })}
                sendLabel={t('review.lab.reply')}
                onSend={(text) => reply.mutateAsync({ labCode, responseId, code: thread.code, comment: text })}
              />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
