import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { useUpdateSurveyResponse } from '../api/update-survey-response-byinternal-user.ts';
import { answerInput } from '../answer-value.ts';

interface Props {
  responseId: string;
  code: string;
  label: string;
  current: number | string | null;
  numeric: boolean;
  onDone: () => void;
}

/** Staff change one answer in place; the server's message about the value shows under the field. */
export function AnswerEdit({ responseId, code, label, current, numeric, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSurveyResponse();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);

  const save = () =>
    update.mutate(
      { responseId, code, value: answerInput(text, numeric) },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const { status, error: apiError } = toApiCallError(failure);
          const outcome = callFailure(status, apiError, ['value'], (key) => i18n.exists(key));
          setError(t(outcome.kind === 'fields' ? (outcome.fields[0]?.messageKey ?? '') : outcome.messageKey));
        },
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextInput
        label={label}
        // The field the staff member just asked to edit.
        autoFocus
        inputMode={numeric ? 'decimal' : undefined}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={update.isPending}>
          {t('review.edit.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('review.edit.cancel')}
        </Button>
      </Group>
    </form>
  );
}
