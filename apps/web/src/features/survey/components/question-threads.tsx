import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format.ts';
import { MessageForm } from '../../../components/message-form.tsx';

type Thread = ResponseOf<'loadSurveyResponse'>['threads'][number];

interface Props {
  threads: Thread[];
  /** The question's title in the reader's language (from the definition), never its code. */
  titleOf: (code: string) => string;
  /** Replies are taken while the response is not validated; without it the threads are read-only. */
  onReply?: (code: string, text: string) => Promise<unknown>;
  /** Leads to the question in the form. */
  onGoto?: (code: string) => void;
}

/** Questions waiting for the lab first, then the answered ones, each group in the order staff asked. */
const openFirst = (threads: Thread[]) => [...threads.filter((th) => th.open), ...threads.filter((th) => !th.open)];

/**
 * Staff's questions on the lab's response and the lab's replies (D39), by question title: on the survey page and in
 * the form. Each thread carries `data-question` so the form and the tests find it.
 */
export function QuestionThreads({ threads, titleOf, onReply, onGoto }: Props) {
  const { t, i18n } = useTranslation();
  if (threads.length === 0) return null;
  const open = threads.filter((th) => th.open).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="survey-threads-title">
      <Title order={2} size="h4" id="survey-threads-title">
        {open > 0 ? t('surveyForm.threads.titleOpen', { count: open }) : t('surveyForm.threads.title')}
      </Title>
      {openFirst(threads).map((thread) => {
        const title = titleOf(thread.code);
        return (
          <Paper key={thread.code} withBorder p="sm" radius="sm" data-question={thread.code}>
            <Stack gap="xs">
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                {thread.open && (
                  <Badge color="orange" variant="light" tt="none">
                    {t('surveyForm.threads.waiting')}
                  </Badge>
                )}
              </Group>
              {thread.messages.map((message) => (
                <Paper key={message.id} p="xs" bg={message.author === 'staff' ? 'blue.0' : 'gray.0'}>
                  <Text size="xs" c="gray.7">
                    {message.author === 'staff'
                      ? t('surveyForm.threads.staff')
                      : message.authorName || t('surveyForm.threads.lab')}{' '}
                    · {formatDateTime(message.at, i18n.language)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Text>
                </Paper>
              ))}
              {onGoto && (
                <Group>
                  <Button variant="light" size="compact-sm" onClick={() => onGoto(thread.code)}>
                    {t('surveyForm.threads.goto')}
                  </Button>
                </Group>
              )}
              {onReply && (
                <MessageForm
                  label={t('surveyForm.threads.replyLabel', { title })}
                  sendLabel={t('surveyForm.threads.send')}
                  requiredMessage={t('surveyForm.threads.replyRequired')}
                  onSend={(text) => onReply(thread.code, text)}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
