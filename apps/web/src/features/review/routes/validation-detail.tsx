import { useMemo } from 'react';
import { Alert, Anchor, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { questionsOf } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { groupAnswers } from '../answer-groups.ts';
import { useSurveyQuestionsResponse } from '../api/validate-survey-questions-response.ts';
import { AnswerRow } from '../components/answer-row.tsx';
import { EditHistory } from '../components/edit-history.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { ValidatePanel } from '../components/validate-panel.tsx';
import { formatDateTime } from '../format-date.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'review.detail.title' };

/** /{company}-validate/:responseId: one submitted response for staff, answers grouped by page (D39). */
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
  const numeric = useMemo(
    () =>
      new Set(
        questionsOf(detail.data?.definition ?? {})
          .filter((q) => q.inputType === 'number')
          .map((q) => q.name),
      ),
    [detail.data],
  );

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={listPath}>
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
        {detail.data && (
          <>
            <div>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {detail.data.summary.labName}
              </Title>
              <Group gap="sm" mt={4} wrap="wrap">
                <Text c="gray.7">
                  {detail.data.summary.labCode} · {t(`footer.surveyTypes.${detail.data.summary.category}`)} ·{' '}
                  {detail.data.summary.round}
                </Text>
                <StatusBadge status={detail.data.summary.survey_status} />
              </Group>
              {detail.data.summary.submittedAt && (
                <Text size="sm" c="gray.7">
                  {t('review.detail.submitted', {
                    at: formatDateTime(detail.data.summary.submittedAt, i18n.language),
                  })}
                </Text>
              )}
              {detail.data.summary.waitForImport && (
                <Alert color="orange" mt="sm">
                  {t('review.processing')}
                </Alert>
              )}
            </div>
            {groups.map((group) => (
              <section key={group.page || '-'} aria-labelledby={`page-${group.page || '-'}`}>
                <Title order={2} size="h3" id={`page-${group.page || '-'}`}>
                  {group.page ? group.title : t('review.detail.otherAnswers')}
                </Title>
                {group.localTitle && (
                  <Text c="gray.7" lang={i18n.language}>
                    {group.localTitle}
                  </Text>
                )}
                <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
                  {group.rows.map((row) => (
                    <AnswerRow
                      key={row.code}
                      row={row}
                      responseId={responseId}
                      labCode={detail.data.summary.labCode}
                      numeric={numeric.has(row.code)}
                    />
                  ))}
                </Stack>
              </section>
            ))}
            {groups.length === 0 && <Text c="gray.7">{t('review.detail.noAnswers')}</Text>}
            <EditHistory edits={detail.data.edits} />
            <ValidatePanel
              responseId={responseId}
              status={detail.data.summary.survey_status}
              comment={detail.data.validationComment}
              processing={detail.data.summary.waitForImport}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
