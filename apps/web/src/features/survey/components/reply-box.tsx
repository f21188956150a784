import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';

interface Props {
  label: string;
  onSend: (text: string) => Promise<unknown>;
}

/**
 * The lab's reply to a question of staff. An empty reply is refused here; the server's refusal shows under the box.
 * The text stays until the reply is stored, so a failure loses nothing.
 */
export function ReplyBox({ label, onSend }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async () => {
    if (text.trim() === '') return setError(t('surveyForm.threads.replyRequired'));
    setPending(true);
    try {
      await onSend(text.trim());
      setText('');
      setError(null);
    } catch (failure) {
      const { status, error: apiError } = toApiCallError(failure);
      const outcome = callFailure(status, apiError, ['comment'], (key) => i18n.exists(key));
      setError(t(outcome.kind === 'fields' ? (outcome.fields[0]?.messageKey ?? '') : outcome.messageKey));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        label={label}
        autosize
        minRows={2}
        maxLength={2000}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="sm" loading={pending}>
          {t('surveyForm.threads.send')}
        </Button>
      </Group>
    </form>
  );
}
