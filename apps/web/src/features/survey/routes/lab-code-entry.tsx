import { useEffect } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageId } from '@labbench/contract/constants';
import { markExternalArrival } from '../../../lib/external-arrival.ts';
import { useCatSurveyLinkOfLab } from '../api/get-cat-survey-link-of-lab.ts';
import { useLabDetails } from '../api/lab-details.ts';
import { EntryLoader } from '../components/entry-heading.tsx';
import { EntrySummary } from '../components/entry-summary.tsx';
import { SurveyMessagePage } from '../components/survey-form-error.tsx';
import { SurveyFrame } from '../components/survey-frame.tsx';
import { decodeLabCode, entryCategory } from '../lab-entry.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useEntryCompletion } from '../use-entry-completion.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.labSurvey.title' };

/** /labcode/:survey_category/:id (§4 "Lab survey page"): the form of the lab whose code is the base64 id. */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const labCode = decodeLabCode(params.id);
  const category = entryCategory(params.survey_category);
  const lab = useLabDetails(labCode);
  const link = useCatSurveyLinkOfLab(labCode, category, false);
  const completion = useEntryCompletion(() => Promise.all([link.refetch(), lab.refetch()]));
  // §6: whoever opens a lab-code entry is an external user for the rest of the browser session.
  useEffect(() => markExternalArrival(), []);

  if (!labCode) return <SurveyMessagePage messageKey="survey.entry.badLink" />;
  if (!category) return <SurveyMessagePage messageKey="errors.notFound" />;
  if (link.isError) return <SurveyMessagePage messageKey={surveyFailureKey(link.error)} />;
  if (link.isPending || lab.isPending) return <EntryLoader />;
  if (completion.summary) return <EntrySummary sUrl={link.data.s_url} />;
  const labStatus = lab.data?.categories[category]?.lab_status ?? null;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t('pages.labSurvey.title')}</Title>
        {/* The lab-name heading of §2, as on the category page: the page's h1 names the screen. */}
        <Title order={2} size="h3">
          {lab.data?.labName ?? labCode} · {t(`survey.categories.${category}`)}
        </Title>
        <SurveyFrame
          sUrl={link.data.s_url}
          language={isLanguageId(i18n.language) ? i18n.language : 'en'}
          labStatus={labStatus}
          onMessage={completion.onMessage}
        />
      </Stack>
    </Container>
  );
}
