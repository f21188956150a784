import { Alert, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link that cannot be used (revoked, round closed, unknown) or a lab that is not there: said plainly. */
export function SurveyMessagePage({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack maw={560} w="100%">
        <Title order={1} size="h3">
          {t('surveyForm.unavailableTitle')}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {t(messageKey)}
        </Alert>
      </Stack>
    </Center>
  );
}
