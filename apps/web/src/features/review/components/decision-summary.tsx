import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { formatDateTime } from '../format-date.ts';

type Detail = ResponseOf<'validateSurveyQuestionsResponse'>;

/**
 * Who decided what and when, with staff's message: an accept or a rejection, a return the lab is working on, or a
 * response submitted again after a return. A closed round says that nothing changes any more.
 */
export function DecisionSummary({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  const { summary, decision, validationComment } = detail;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const who = (name: string | null) => name || t('review.decision.someone');
  const message = validationComment && (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {validationComment}
    </Text>
  );

  let outcome = null;
  if (summary.state === 'accepted' || summary.state === 'rejected') {
    outcome = (
      <Alert
        color={summary.state === 'accepted' ? 'green' : 'red'}
        variant="light"
        title={t(`review.decision.done.${summary.state}`, {
          at: when(decision.validatedAt),
          name: who(decision.validatedBy),
        })}
      >
        {message}
      </Alert>
    );
  } else if (decision.returnedAt) {
    const key = summary.state === 'returned' ? 'returned' : 'resubmitted';
    outcome = (
      <Alert
        color="orange"
        variant="light"
        title={t(`review.decision.done.${key}`, { at: when(decision.returnedAt), name: who(decision.returnedBy) })}
      >
        {message}
      </Alert>
    );
  }
  return (
    <>
      {outcome}
      {decision.roundClosed && (
        <Alert color="gray" variant="light">
          {t('review.refused.roundClosed')}
        </Alert>
      )}
    </>
  );
}
