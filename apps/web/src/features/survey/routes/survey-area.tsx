import { Alert, Anchor, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES } from '@labbench/contract/constants';
import { useSurveyDetailsOfLab } from '../api/get-survey-details-of-lab.ts';
import { categoryCard } from '../category-card.ts';
import { CategoryCardView } from '../components/category-card-view.tsx';
import { HelpModal } from '../components/help-modal.tsx';
import { surveyFailureKey } from '../survey-failure.ts';
import { useLabCode } from '../use-lab-code.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.survey.title' };

/** /survey (§2): a card per survey category with its state, polled while a link or processing is awaited. */
export function Component() {
  const { t } = useTranslation();
  const labCode = useLabCode();
  const details = useSurveyDetailsOfLab(labCode);

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t('pages.survey.title')}</Title>
          <HelpModal />
        </Group>
        <AreaBody labCode={labCode} details={details} />
      </Stack>
    </Container>
  );
}

/** The lab's cards; a user without a lab yet (allowed on the China site) is told how to get one. */
function AreaBody({ labCode, details }: { labCode: string | null; details: ReturnType<typeof useSurveyDetailsOfLab> }) {
  const { t } = useTranslation();
  if (!labCode) {
    return (
      <Alert color="blue">
        <Text>{t('survey.noLab')}</Text>
        <Anchor component={Link} to="/complete-profile">
          {t('profile.profile_link')}
        </Anchor>
      </Alert>
    );
  }
  if (details.isPending) {
    return (
      <Center mih={300}>
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (details.isError) {
    return (
      <Alert color="red" role="alert">
        {t(surveyFailureKey(details.error))}
      </Alert>
    );
  }
  const { labName, countryCode, categories } = details.data;
  return (
    <>
      <Title order={2} size="h3">
        {labName}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {SURVEY_TYPES.map((type) => (
          <CategoryCardView
            key={type.code}
            code={type.code}
            card={categoryCard(type.code, type.navigationUrl, categories[type.code], countryCode)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
