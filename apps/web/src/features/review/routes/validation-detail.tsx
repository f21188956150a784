import { useMemo } from 'react';
import { Alert, Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { answerEditRefusal, questionsOf } from '@labbench/contract';
import type { ReviewRound } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { failedChecksInOrder, groupAnswers } from '../answer-groups.ts';
import { useSurveyQuestionsResponse } from '../api/validate-survey-questions-response.ts';
import { AnswerRow } from '../components/answer-row.tsx';
import { DecisionBar } from '../components/decision-bar.tsx';
import { DecisionSummary } from '../components/decision-summary.tsx';
import { EditHistory } from '../components/edit-history.tsx';
import { FailedChecksPanel } from '../components/failed-checks-panel.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDateTime } from '../format-date.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'review.detail.title' };

/**
 * /{company}-validate/:responseId (D39, D56): one response for staff. Where it stands and the failed checks come
 * first, each check linking to its answer; then every answer by page in staff's language; the decisions stay at
 * the bottom of the window. The way back keeps the list's filters.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { responseId = '' } = useParams();
  const { pathname, search } = useLocation();
  const detail = useSurveyQuestionsResponse(responseId);
  const listPath = `${pathname.replace(/\/[^/]*\/?$/, '')}${search}`;
  const groups = useMemo(
    () => (detail.data ? groupAnswers(detail.data, i18n.language) : []),
    [detail.data, i18n.language],
  );
  const questionOf = useMemo(() => {
    const questions = new Map(questionsOf(detail.data?.definition ?? {}).map((q) => [q.name, q]));
    const titles = new Map(groups.flatMap((g) => g.rows.map((r) => [r.code, r.title] as const)));
    return (code: string) => ({ title: titles.get(code) ?? code, question: questions.get(code) });
  }, [detail.data, groups]);

  const data = detail.data;
  const round: ReviewRound | null = data
    ? { closed: data.decision.roundClosed, openForAnswers: data.decision.roundOpenForAnswers }
    : null;

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={listPath} w="fit-content">
          {t('review.detail.back')}
        </Anchor>
        {detail.isPending && (
          <Center py="xl">
            <Loader aria-label={t('review.loading')} />
          </Center>
        )}
        {detail.isError && (
          <Alert color="red" role="alert">
            {t(toApiCallError(detail.error).error.message, { defaultValue: t('errors.processError') })}
          </Alert>
        )}
        {data && round && (
          <>
            <div>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {data.summary.labName}
              </Title>
              <Group gap="sm" mt={4} wrap="wrap">
                <Text c="gray.7">
                  {data.summary.labCode} · {t(`footer.surveyTypes.${data.summary.category}`)} · {data.summary.round}
                </Text>
                <StatusBadge state={data.summary.state} />
              </Group>
              {data.summary.submittedAt && (
                <Text size="sm" c="gray.7">
                  {t('review.detail.submitted', { at: formatDateTime(data.summary.submittedAt, i18n.language) })}
                </Text>
              )}
            </div>
            <DecisionSummary detail={data} />
            {data.summary.waitForImport && (
              <Alert color="orange" role="status">
                {t('review.processing')}
              </Alert>
            )}
            <FailedChecksPanel checks={failedChecksInOrder(groups)} />
            {groups.map((group) => (
              <section key={group.page || '-'} aria-labelledby={`page-${group.page || '-'}`}>
                <Title order={2} size="h3" id={`page-${group.page || '-'}`}>
                  {group.page ? group.title : t('review.detail.otherAnswers')}
                </Title>
                <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
                  {group.rows.map((row) => (
                    <AnswerRow
                      key={row.code}
                      row={row}
                      responseId={responseId}
                      labCode={data.summary.labCode}
                      editable={answerEditRefusal(data.summary.state, round) === null}
                    />
                  ))}
                </Stack>
              </section>
            ))}
            {groups.length === 0 && <Text c="gray.7">{t('review.detail.noAnswers')}</Text>}
            <EditHistory edits={data.edits} questionOf={questionOf} />
            <DecisionBar
              responseId={responseId}
              state={data.summary.state}
              round={round}
              processing={data.summary.waitForImport}
              failedChecks={data.failedChecks.length}
              openQuestions={data.summary.openQuestions}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
