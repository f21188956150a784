import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textIn } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useSubmitSurveyComment } from '../api/submit-survey-comment.ts';
import { useSurveyComment } from '../api/get-survey-comment.ts';
import { openFirst } from '../thread-order.ts';
import { MessageForm } from './message-form.tsx';
import { ThreadMessages } from './thread-messages.tsx';

/**
 * The lab's side of the question threads (D39, D56), for the lab's survey page: every question staff asked about,
 * by its title in the reader's language, open ones first, each with a reply box until staff accept or reject the
 * response (a returned response's threads go on). The page itself says where the response stands.
 */
export function LabQuestionThreads({ labCode, category }: { labCode: string; category: SurveyCategory }) {
  const { t, i18n } = useTranslation();
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
  const { responseId, state, threads: list, questionTitles } = threads.data;
  if (responseId === null || list.length === 0) return null;
  const decided = state === 'accepted' || state === 'rejected';
  const titleOf = (code: string) => {
    const title = questionTitles[code];
    return title ? textIn(title, i18n.language) || code : code;
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="lab-threads-title">
      <Title order={2} size="h3" id="lab-threads-title">
        {t('review.lab.title')}
      </Title>
      {openFirst(list).map((thread) => (
        <Paper key={thread.code} withBorder p="sm" radius="sm" data-question={thread.code}>
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {titleOf(thread.code)}
              </Text>
              {thread.open && (
                <Badge color="orange" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
                  {t('review.lab.waiting')}
                </Badge>
              )}
            </Group>
            <ThreadMessages thread={thread} />
            {!decided && (
              <MessageForm
                label={t('review.lab.replyLabel', { question: titleOf(thread.code) })}
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
