import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callFailure } from '../lib/call-failure.ts';
import { toApiCallError } from '../lib/api-client.ts';

/**
 * A message box with its send button: staff's question to a lab, the lab's reply. An empty message is refused here;
 * the server's refusal of the `comment` field shows under the box, any other failure above the button. The text stays
 * until the message is stored, so a failure loses nothing.
 */
export function MessageForm({
  label,
  sendLabel,
  requiredMessage,
  onSend,
  autoFocus = false,
}: {
  label: string;
  sendLabel: string;
  /** Shown when Send is pressed on an empty box. */
  requiredMessage: string;
  onSend: (text: string) => Promise<unknown>;
  /** Opened by a button: the box takes the focus. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async () => {
    if (text.trim() === '') {
      setError(requiredMessage);
      return;
    }
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
        autoFocus={autoFocus}
        autosize
        minRows={2}
        maxLength={2000}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="sm" loading={pending}>
          {sendLabel}
        </Button>
      </Group>
    </form>
  );
}
