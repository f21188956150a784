import { useEffect } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES, isLanguageId } from '@labbench/contract/constants';
import { canTakeSurvey, canViewDashboard, surveyPhase } from '@labbench/contract/rules';
import { useCatSurveyLinkOfLab } from '../api/get-cat-survey-link-of-lab.ts';
import { useSurveyDetailsOfLab } from '../api/get-survey-details-of-lab.ts';
import { useImportResponse } from '../api/import-response-from-survey-js.ts';
import { useSetSurveyStatus } from '../api/set-survey-status.ts';
import { answersPath } from '../category-card.ts';
import { tokenOfFormUrl } from '../form-link.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useLabCode } from '../use-lab-code.ts';
import { DistributionLink } from './distribution-link.tsx';
import { FramedForm } from './framed-form.tsx';
import { HelpModal } from './help-modal.tsx';
import { ResponseThreads } from './response-threads.tsx';
import { SurveyMessagePage } from './survey-form-error.tsx';
import { SurveyStatePanel } from './survey-state-panel.tsx';
import classes from './survey-category-page.module.css';

/**
 * /survey/:category_name_code (§2, §4): the lab's survey of one category. While the response is open, the form in
 * its frame with the Submit button and the colleagues' link; once submitted or decided, where it stands and what to
 * do next, the way to its answers, and staff's questions with the lab's replies.
 */
export function SurveyCategoryPage() {
  const { t, i18n } = useTranslation();
  const { category_name_code: nameCode } = useParams();
  const type = SURVEY_TYPES.find((s) => s.nameCode === nameCode) ?? null;
  const labCode = useLabCode();
  const details = useSurveyDetailsOfLab(labCode, type?.code);
  const link = useCatSurveyLinkOfLab(labCode, type?.code ?? null, true);
  const importResponse = useImportResponse();
  const status = useSetSurveyStatus();
  const navigate = useNavigate();
  const linkMade = !!link.data;
  const { refetch } = details;

  // The link is made on first ask: reload the details so the frame knows the response is open.
  useEffect(() => {
    if (linkMade) void refetch();
  }, [linkMade, refetch]);

  if (!type) return <SurveyMessagePage messageKey="errors.notFound" />;
  if (details.isPending) {
    return (
      <Center mih={300}>
        <Loader role="progressbar" aria-label={t('survey.help.takeSurvey.loading')} />
      </Center>
    );
  }
  if (details.isError || !labCode) return <SurveyMessagePage messageKey={surveyFailureKey(details.error)} />;

  const { labName, countryCode, categories } = details.data;
  const detail = categories[type.code];
  const sUrl = detail.s_url ?? link.data?.s_url ?? null;
  const token = tokenOfFormUrl(sUrl);
  const language = isLanguageId(i18n.language) ? i18n.language : 'en';
  const phase = surveyPhase(detail);
  const mayTake = canTakeSurvey(type.code, detail, countryCode);
  const open = detail.lab_status === 'P' && mayTake;
  const survey = `${t(`survey.categories.${type.code}`)} ${detail.round}`;

  // §4: after `SC` the response is processed again, then the category's details and the lab details reload;
  // `SC_WS` then shows the summary: the answers page.
  const onComplete = async (summary: boolean) => {
    const fresh = await details.refetch();
    const contactId = fresh.data?.categories[type.code].contact_id;
    if (contactId) importResponse.mutate({ lab_code: labCode, contactId, q_cat_code: type.code });
    if (summary) await navigate(answersPath(type.navigationUrl));
  };

  return (
    <Container size="lg" py="xl" className={classes.page}>
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} className={classes.title}>
            {t('pages.survey.title')}
          </Title>
          <HelpModal />
        </Group>
        <Title order={2} size="h3" className={classes.subtitle}>
          {labName} · {survey}
        </Title>
        {detail.waitForImport && (
          <Alert color="blue" variant="light" role="status">
            <Text size="sm">{t('survey.help.thankYou.text')}</Text>
            <Text size="sm">{t('survey.reloading')}</Text>
          </Alert>
        )}
        <SurveyStatePanel
          phase={phase}
          detail={detail}
          navigationUrl={type.navigationUrl}
          dashboard={canViewDashboard(type.code, detail)}
        />
        {!mayTake && phase === 'notStarted' && <Text>{t('survey.notOffered')}</Text>}
        {open && sUrl && (
          <FramedForm
            sUrl={sUrl}
            language={language}
            survey={survey}
            labName={labName}
            onComplete={(summary) => void onComplete(summary)}
          />
        )}
        {mayTake && !sUrl && <Text role="status">{t('survey.help.takeSurvey.text')}</Text>}
        {!open && token && <ResponseThreads key={`${token}-${phase}`} token={token} />}
        {open && sUrl && <DistributionLink labCode={labCode} category={type.code} sUrl={sUrl} />}
        {phase === 'submitted' && !detail.waitForImport && (
          <Group>
            <Button
              variant="light"
              loading={status.isPending}
              onClick={() => status.mutate({ lab_code: labCode, s_category: type.code, status: 'P' })}
            >
              {t('survey.reopen')}
            </Button>
          </Group>
        )}
        {status.isError && (
          <Text c="red.9" role="alert">
            {t(surveyFailureKey(status.error))}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
