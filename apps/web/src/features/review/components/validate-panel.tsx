import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showToast } from '../../../lib/toast.ts';
import { useValidateSurvey } from '../api/validate-survayandapprove.ts';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  responseId: string;
  status: 'A' | 'R' | null;
  comment: string | null;
  /** Processing still runs: the server refuses validation until the checks are current. */
  processing: boolean;
}

/** Accept or reject the response with a comment; rejecting needs one (D39). Validation closes every thread. */
export function ValidatePanel({ responseId, status, comment, processing }: Props) {
  const { t, i18n } = useTranslation();
  const validate = useValidateSurvey();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const decide = (decision: 'A' | 'R') => {
    setFailure(null);
    if (decision === 'R' && text.trim() === '') {
      setError(t('review.validate.rejectNeedsComment'));
      return;
    }
    setError(null);
    validate.mutate(
      { responseId, status: decision, comment: text.trim() },
      {
        onSuccess: () => {
          setText('');
          showToast({
            message: t(decision === 'A' ? 'review.validate.accepted' : 'review.validate.rejected'),
            type: 'success',
          });
        },
        onError: (thrown) => {
          const { status: httpStatus, error: apiError } = toApiCallError(thrown);
          const outcome = callFailure(httpStatus, apiError, ['comment'], (key) => i18n.exists(key));
          if (outcome.kind === 'fields') setError(t(outcome.fields[0]?.messageKey ?? ''));
          else setFailure(t(outcome.messageKey));
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="validate-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="validate-title">
            {t('review.validate.title')}
          </Title>
          <StatusBadge status={status} />
        </Group>
        {comment && (
          <Alert color="gray" title={t('review.validate.currentComment')}>
            {comment}
          </Alert>
        )}
        <Textarea
          label={t('review.validate.comment')}
          description={t('review.validate.commentHint')}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            color="green"
            disabled={processing}
            loading={validate.isPending && validate.variables.status === 'A'}
            onClick={() => decide('A')}
          >
            {t('review.validate.accept')}
          </Button>
          <Button
            color="red"
            disabled={processing}
            loading={validate.isPending && validate.variables.status === 'R'}
            onClick={() => decide('R')}
          >
            {t('review.validate.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
