import { Suspense, lazy, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/index.ts';
import { useLoadSurveyResponse } from '../api/load-survey-response.ts';
import { SurveyMessagePage } from '../components/survey-form-error.tsx';
import { surveyFailureKey } from '../survey-failure.ts';
import { LANGUAGE_PARAM, languageOfSurveyCode, surveyJsLocale } from '../survey-language.ts';
import { loadSurveyLocale } from '../survey-locale.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'surveyForm.title' };

// SurveyJS and the locale's texts load together, only on this page.
const SurveyFormView = lazy(async () => {
  const locale = surveyJsLocale(new URLSearchParams(window.location.search).get(LANGUAGE_PARAM));
  const [view] = await Promise.all([import('../components/survey-form-view.tsx'), loadSurveyLocale(locale)]);
  return { default: view.SurveyFormView };
});

/** The shortest token the contract takes: anything shorter names no link. */
const MIN_TOKEN_LENGTH = 16;

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Loader role="progressbar" aria-label={t('surveyForm.loading')} />
    </Center>
  );
}

/**
 * /survey-form/:token (D35): the form of one response, in the lab's frame or opened from a distribution link.
 * The language comes from `Q_Language` (§9); `?retake=1` on a submitted response shows it with a note.
 */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get(LANGUAGE_PARAM);
  const query = useLoadSurveyResponse(token.length >= MIN_TOKEN_LENGTH ? token : '');

  useEffect(() => {
    if (code) void changeLanguage(languageOfSurveyCode(code));
  }, [code]);

  if (token.length < MIN_TOKEN_LENGTH) return <SurveyMessagePage messageKey="errors.surveyLinkUnknown" />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <SurveyMessagePage messageKey={surveyFailureKey(query.error)} />;
  return (
    <Suspense fallback={<Loading />}>
      <SurveyFormView
        data={query.data}
        token={token}
        locale={surveyJsLocale(code)}
        retake={params.get('retake') === '1'}
      />
    </Suspense>
  );
}
