import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';

type Loaded = ResponseOf<'loadSurveyResponse'>;

/** Staff's reason, as they wrote it, under the state it explains. */
function Reason({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {t('surveyForm.state.reason', { reason: text })}
    </Text>
  );
}

/**
 * Where the response stands, said plainly at the top of the form (issue 14): returned for changes with staff's
 * reason and what to do, submitted and waiting, accepted, or rejected for good with the reason. An open response
 * that was never returned needs no note.
 */
export function FormNotes({ data, retake, done }: { data: Loaded; retake: boolean; done: boolean }) {
  const { t } = useTranslation();
  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {t('surveyForm.completed')}
      </Alert>
    );
  }
  if (data.status === 'P') {
    if (!data.returned) return null;
    return (
      <Alert color="orange" variant="light" title={t('surveyForm.state.returnedTitle')}>
        <Text size="sm">{t('surveyForm.state.returned')}</Text>
        <Reason text={data.validationComment} />
      </Alert>
    );
  }
  if (data.survey_status === 'A') {
    return (
      <Alert color="green" variant="light" title={t('surveyForm.state.acceptedTitle')}>
        <Text size="sm">{t('surveyForm.state.accepted')}</Text>
      </Alert>
    );
  }
  if (data.survey_status === 'R') {
    return (
      <Alert color="red" variant="light" title={t('surveyForm.state.rejectedTitle')}>
        <Text size="sm">{t('surveyForm.state.rejected')}</Text>
        <Reason text={data.validationComment} />
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={t('surveyForm.state.submittedTitle')}>
      <Text size="sm">{t(retake ? 'surveyForm.retakeNote' : 'surveyForm.state.submitted')}</Text>
    </Alert>
  );
}
