import { useEffect } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageId } from '@labbench/contract/constants';
import { markExternalArrival } from '../../../lib/external-arrival.ts';
import { isChinaSite } from '../../../config/portal-config.ts';
import { useCatSurveyLinkOfChinaLab } from '../api/get-cat-survey-link-ofchina-lab.ts';
import { EntryLoader } from '../components/entry-heading.tsx';
import { EntrySummary } from '../components/entry-summary.tsx';
import { SurveyMessagePage } from '../components/survey-form-error.tsx';
import { SurveyFrame } from '../components/survey-frame.tsx';
import { chinaDashboardPath, decodeLabCode, entryCategory } from '../lab-entry.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useEntryCompletion } from '../use-entry-completion.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.labSurvey.title' };

/**
 * /insightschina/:survey_category/:id (§4, D37): the China lab entry, on the China site only (elsewhere /home).
 * An accepted response leads to the category's dashboard; otherwise the lab name and the form.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const labCode = decodeLabCode(params.id);
  const category = entryCategory(params.survey_category);
  const link = useCatSurveyLinkOfChinaLab(isChinaSite ? labCode : null, category);
  const completion = useEntryCompletion(link.refetch);
  // §6: whoever opens a lab-code entry is an external user for the rest of the browser session.
  useEffect(() => markExternalArrival(), []);

  if (!isChinaSite) return <Navigate to="/home" replace />;
  if (!labCode) return <SurveyMessagePage messageKey="survey.entry.badLink" />;
  if (!category) return <SurveyMessagePage messageKey="errors.notFound" />;
  if (link.isError) return <SurveyMessagePage messageKey={surveyFailureKey(link.error)} />;
  if (link.isPending) return <EntryLoader />;
  const entry = link.data[labCode]?.[category];
  if (!entry) return <SurveyMessagePage messageKey="errors.unknownLabCode" />;
  if (completion.summary && entry.s_url) return <EntrySummary sUrl={entry.s_url} />;
  if (entry.survey_status === 'A') return <Navigate to={chinaDashboardPath(category)} replace />;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t('pages.labSurvey.title')}</Title>
        <Title order={2} size="h3">
          {entry.lab_name} · {t(`survey.categories.${category}`)}
        </Title>
        {entry.s_url ? (
          <SurveyFrame
            sUrl={entry.s_url}
            language={isLanguageId(i18n.language) ? i18n.language : 'en'}
            labStatus="P"
            onMessage={completion.onMessage}
          />
        ) : (
          <SurveyMessagePage messageKey="surveyForm.submittedNote" />
        )}
      </Stack>
    </Container>
  );
}
