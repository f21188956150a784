import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { useUpdateSurveyResponse } from '../api/update-survey-response-byinternal-user.ts';
import { choiceOptions } from '../answer-labels.ts';
import { answerInput } from '../answer-value.ts';

interface Props {
  responseId: string;
  code: string;
  label: string;
  question: SurveyQuestion | null;
  current: number | string | null;
  onDone: () => void;
}

/**
 * Staff change one answer in place: a choice from the question's choices by their texts, anything else typed; the
 * server's message about the value shows under the field.
 */
export function AnswerEdit({ responseId, code, label, question, current, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSurveyResponse();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const numeric = question?.inputType === 'number';

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
      {question?.type === 'radiogroup' ? (
        <NativeSelect
          label={label}
          autoFocus
          data={[{ value: '', label: t('review.answer.none') }, ...choiceOptions(question, i18n.language)]}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          label={label}
          // The field the staff member just asked to edit.
          autoFocus
          inputMode={numeric ? 'decimal' : undefined}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      )}
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
