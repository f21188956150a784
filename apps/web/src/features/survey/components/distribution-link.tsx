import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyCategory } from '@labbench/contract';
import { useRevokeSurveyLink } from '../api/revoke-survey-link.ts';
import { surveyFailureKey } from '../survey-failure.ts';

interface Props {
  labCode: string;
  category: SurveyCategory;
  sUrl: string;
}

/** The link a lab hands to a colleague without an account (D35), with copy and a new link that ends the old one. */
export function DistributionLink({ labCode, category, sUrl }: Props) {
  const { t } = useTranslation();
  const revoke = useRevokeSurveyLink();
  const link = new URL(sUrl, window.location.origin).href;
  return (
    <Stack gap="xs">
      <TextInput label={t('survey.link.label')} description={t('survey.link.help')} value={link} readOnly />
      <Group gap="xs">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {t(copied ? 'survey.link.copied' : 'survey.link.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="subtle"
          color="red"
          loading={revoke.isPending}
          onClick={() => {
            if (window.confirm(t('survey.link.newConfirm'))) revoke.mutate({ lab_code: labCode, q_cat_code: category });
          }}
        >
          {t('survey.link.new')}
        </Button>
      </Group>
      {revoke.isSuccess && (
        <Text size="sm" c="green.9" role="status">
          {t('survey.link.newDone')}
        </Text>
      )}
      {revoke.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t(surveyFailureKey(revoke.error))}
        </Text>
      )}
    </Stack>
  );
}
