import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import type { SurveyPhase } from '@labbench/contract/rules';
import { answersPath } from '../category-card.ts';
import { formatDateTime } from '../format.ts';

type Detail = ResponseOf<'getSurveyDetailsOfLab'>['categories'][SurveyCategory];

interface Props {
  phase: SurveyPhase;
  detail: Detail;
  navigationUrl: string;
  /** The category's dashboard can be opened (§4). */
  dashboard: boolean;
}

function Reason({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {t('survey.reason', { reason: text })}
    </Text>
  );
}

/**
 * What happened to the lab's response and what to do next, said plainly (issue 14): returned for changes with the
 * reason and the way to resubmit, submitted and waiting with the answers to read, accepted with the dashboard, or
 * rejected for good with the reason. Nothing is said while the lab is still answering.
 */
export function SurveyStatePanel({ phase, detail, navigationUrl, dashboard }: Props) {
  const { t, i18n } = useTranslation();
  const answers = (
    <Anchor component={Link} to={answersPath(navigationUrl)}>
      {t('survey.action.viewAnswers')}
    </Anchor>
  );
  if (phase === 'returned') {
    return (
      <Alert color="orange" variant="light" title={t('survey.page.returnedTitle')}>
        <Stack gap={4}>
          <Reason text={detail.validationComment} />
          <Text size="sm">{t('survey.page.returned')}</Text>
        </Stack>
      </Alert>
    );
  }
  if (phase === 'submitted') {
    return (
      <Alert color="blue" variant="light" title={t('survey.page.submittedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {detail.submittedAt
              ? t('survey.page.submittedOn', { date: formatDateTime(detail.submittedAt, i18n.language) })
              : t('survey.state.submitted')}
          </Text>
          {answers}
        </Stack>
      </Alert>
    );
  }
  if (phase === 'accepted') {
    return (
      <Alert color="green" variant="light" title={t('survey.page.acceptedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('survey.page.accepted')}</Text>
          <Group gap="md">
            {dashboard && (
              <Button component={Link} to="/dashboard">
                {t('survey.action.dashboard')}
              </Button>
            )}
            {answers}
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (phase === 'rejected') {
    return (
      <Alert color="red" variant="light" title={t('survey.page.rejectedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Reason text={detail.validationComment} />
          <Text size="sm">{t('survey.page.rejected')}</Text>
          {answers}
        </Stack>
      </Alert>
    );
  }
  return null;
}
