import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES, isLanguageId } from '@labbench/contract/constants';
import { canTakeSurvey } from '@labbench/contract/rules';
import { useCatSurveyLinkOfLab } from '../api/get-cat-survey-link-of-lab.ts';
import { useSurveyDetailsOfLab } from '../api/get-survey-details-of-lab.ts';
import { useImportResponse } from '../api/import-response-from-survey-js.ts';
import { useSetSurveyStatus } from '../api/set-survey-status.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useLabCode } from '../use-lab-code.ts';
import { DistributionLink } from './distribution-link.tsx';
import { HelpModal } from './help-modal.tsx';
import { SurveyMessagePage } from './survey-form-error.tsx';
import { SurveyFrame } from './survey-frame.tsx';

interface Props {
  /** The staff questions on this response and the lab's replies (features/review, composed in app/). */
  threads?: ReactNode;
}

/** /survey/:category_name_code (§2, §4): the lab's form of one category in a frame, its link and its state. */
export function SurveyCategoryPage({ threads }: Props) {
  const { t, i18n } = useTranslation();
  const { category_name_code: nameCode } = useParams();
  const type = SURVEY_TYPES.find((s) => s.nameCode === nameCode) ?? null;
  const labCode = useLabCode();
  const details = useSurveyDetailsOfLab(labCode, type?.code);
  const link = useCatSurveyLinkOfLab(labCode, type?.code ?? null, true);
  const importResponse = useImportResponse();
  const status = useSetSurveyStatus();
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
  const sUrl = detail?.s_url ?? link.data?.s_url ?? null;
  const language = isLanguageId(i18n.language) ? i18n.language : 'en';
  const open = detail?.lab_status === 'P';
  const mayTake = !!detail && canTakeSurvey(type.code, detail, countryCode);

  // §4: after `SC` the response is processed again, then the category's details and the lab details reload.
  const onComplete = async () => {
    const fresh = await details.refetch();
    const contactId = fresh.data?.categories[type.code]?.contact_id;
    if (contactId) importResponse.mutate({ lab_code: labCode, contactId, q_cat_code: type.code });
  };

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t('pages.survey.title')}</Title>
          <HelpModal />
        </Group>
        <Title order={2} size="h3">
          {labName} · {t(`survey.categories.${type.code}`)}
        </Title>
        {detail?.waitForImport && (
          <Alert color="blue" variant="light" role="status">
            <Text size="sm">{t('survey.help.thankYou.text')}</Text>
            <Text size="sm">{t('survey.reloading')}</Text>
          </Alert>
        )}
        {!mayTake && detail?.survey_status && (
          <Alert color={detail.survey_status === 'A' ? 'green' : 'red'} variant="light">
            {t(detail.survey_status === 'A' ? 'survey.state.accepted' : 'survey.state.rejected')}
          </Alert>
        )}
        {threads}
        {sUrl ? (
          <SurveyFrame
            sUrl={sUrl}
            language={language}
            labStatus={detail?.lab_status ?? null}
            onComplete={() => void onComplete()}
          />
        ) : (
          <Text role="status">{t('survey.help.takeSurvey.text')}</Text>
        )}
        {sUrl && open && mayTake && <DistributionLink labCode={labCode} category={type.code} sUrl={sUrl} />}
        <Group>
          {open && mayTake && (
            <Button
              loading={status.isPending}
              onClick={() => status.mutate({ lab_code: labCode, s_category: type.code, status: 'A' })}
            >
              {t('survey.submit')}
            </Button>
          )}
          {detail?.lab_status === 'A' && mayTake && !detail.waitForImport && (
            <Button
              variant="light"
              loading={status.isPending}
              onClick={() => status.mutate({ lab_code: labCode, s_category: type.code, status: 'P' })}
            >
              {t('survey.reopen')}
            </Button>
          )}
        </Group>
        {status.isError && (
          <Text c="red.9" role="alert">
            {t(surveyFailureKey(status.error))}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
