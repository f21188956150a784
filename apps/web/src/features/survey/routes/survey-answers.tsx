import { Suspense, lazy } from 'react';
import { Alert, Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES } from '@labbench/contract/constants';
import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import { useLoadSurveyResponse } from '../api/load-survey-response.ts';
import { useSurveyDetailsOfLab } from '../api/get-survey-details-of-lab.ts';
import { SurveyMessagePage } from '../components/survey-form-error.tsx';
import { tokenOfFormUrl } from '../form-link.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useLabCode } from '../use-lab-code.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'survey.answers.title' };

type Detail = ResponseOf<'getSurveyDetailsOfLab'>['categories'][SurveyCategory];

// SurveyJS's model reads the conditions and the labels; it loads with this page only.
const AnswersView = lazy(async () => ({ default: (await import('../components/answers-view.tsx')).AnswersView }));

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </Center>
  );
}

/** /survey/:category_name_code/answers: a submitted or accepted response, every answer, read-only and printable. */
export function Component() {
  const { t } = useTranslation();
  const { category_name_code: nameCode } = useParams();
  const type = SURVEY_TYPES.find((s) => s.nameCode === nameCode) ?? null;
  const labCode = useLabCode();
  const details = useSurveyDetailsOfLab(labCode, type?.code);

  if (!type) return <SurveyMessagePage messageKey="errors.notFound" />;
  if (details.isPending) return <Loading />;
  if (details.isError) return <SurveyMessagePage messageKey={surveyFailureKey(details.error)} />;
  const detail = details.data.categories[type.code];
  const token = tokenOfFormUrl(detail.s_url);
  if (!token) {
    return (
      <Container size="md" py="xl">
        <Stack>
          <Alert color="blue">{t('survey.answers.none')}</Alert>
          <Anchor component={Link} to={type.navigationUrl}>
            {t('survey.answers.back')}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return <Answers token={token} detail={detail} navigationUrl={type.navigationUrl} />;
}

function Answers({ token, detail, navigationUrl }: { token: string; detail: Detail; navigationUrl: string }) {
  const loaded = useLoadSurveyResponse(token);
  if (loaded.isPending) return <Loading />;
  if (loaded.isError) return <SurveyMessagePage messageKey={surveyFailureKey(loaded.error)} />;
  return (
    <Suspense fallback={<Loading />}>
      <AnswersView data={loaded.data} detail={detail} navigationUrl={navigationUrl} />
    </Suspense>
  );
}
