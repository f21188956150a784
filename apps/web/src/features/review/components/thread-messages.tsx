import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format-date.ts';

type Thread = ResponseOf<'getSurveyComment'>['threads'][number];

/** The messages of one question's thread, oldest first, each with its author, side and time. */
export function ThreadMessages({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      {thread.messages.map((message) => (
        <Paper key={message.id} withBorder p="xs" bg={message.author === 'staff' ? 'blue.0' : 'gray.0'}>
          <Text size="xs" c="gray.7">
            {t(`review.thread.${message.author}`, { name: message.authorName })} ·{' '}
            {formatDateTime(message.at, i18n.language)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
