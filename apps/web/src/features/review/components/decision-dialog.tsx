import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewDecision } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showToast } from '../../../lib/toast.ts';
import { useValidateSurvey } from '../api/validate-survayandapprove.ts';

const DONE: Record<ReviewDecision, string> = {
  A: 'review.validate.accepted',
  P: 'review.validate.returned',
  R: 'review.validate.rejected',
};

/** Dark shades: white text on them stays readable. */
export const DECISION_COLORS: Record<ReviewDecision, string> = { A: 'green.9', P: 'orange.9', R: 'red.9' };

interface Props {
  responseId: string;
  /** The decision being confirmed; null when the dialog is closed. */
  decision: ReviewDecision | null;
  /** Failed checks of the response: accepting them is confirmed by number. */
  failedChecks: number;
  onClose: () => void;
}

/**
 * Confirms a decision with staff's message: optional for an accept (which names the failed checks it accepts),
 * required for a return (what to change) and a rejection (why). The message stays while the call fails.
 */
export function DecisionDialog({ responseId, decision, failedChecks, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const validate = useValidateSurvey();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = decision ?? 'A';

  const close = () => {
    setError(null);
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    setFailure(null);
    if (kind !== 'A' && text.trim() === '') {
      setError(t(`review.decision.${kind}.required`));
      return;
    }
    setError(null);
    validate.mutate(
      { responseId, status: kind, comment: text.trim() },
      {
        onSuccess: () => {
          setText('');
          close();
          showToast({ message: t(DONE[kind]), type: 'success' });
        },
        onError: (thrown) => {
          const { status, error: apiError } = toApiCallError(thrown);
          const outcome = callFailure(status, apiError, ['comment'], (key) => i18n.exists(key));
          if (outcome.kind === 'fields') setError(t(outcome.fields[0]?.messageKey ?? ''));
          else setFailure(t(outcome.messageKey));
        },
      },
    );
  };

  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={t(`review.decision.${kind}.title`)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="sm">
        {kind === 'A' && failedChecks > 0 ? (
          <Alert color="orange" variant="light" role="alert">
            {t('review.decision.A.failedChecks', { count: failedChecks })}
          </Alert>
        ) : (
          <Text size="sm">{t(`review.decision.${kind}.text`)}</Text>
        )}
        <Textarea
          label={t(`review.decision.${kind}.label`)}
          description={kind === 'A' ? t('review.decision.A.optional') : undefined}
          required={kind !== 'A'}
          data-autofocus
          autosize
          minRows={3}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color={DECISION_COLORS[kind]} loading={validate.isPending} onClick={confirm}>
            {t(
              kind === 'A' && failedChecks > 0 ? 'review.decision.A.confirmAnyway' : `review.decision.${kind}.confirm`,
            )}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
