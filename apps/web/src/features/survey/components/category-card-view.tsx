import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryCard } from '../category-card.ts';

interface Props {
  code: string;
  navigationUrl: string;
  card: CategoryCard;
}

/** One category on /survey: its state and what the lab may do with it (§4 "Survey state"). */
export function CategoryCardView({ code, navigationUrl, card }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`survey-card-${code}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`survey-card-${code}`}>
          {t(`survey.categories.${code}`)}
        </Title>
        <Text size="sm">{t(card.stateKey)}</Text>
        {card.processing && <Text size="sm">{t('survey.processing')}</Text>}
        {card.openQuestions > 0 && (
          <Text size="sm" c="orange.9">
            {t('survey.openQuestions', { count: card.openQuestions })}
          </Text>
        )}
        {card.earlierParticipation && <Text size="sm">{t('survey.earlierParticipation')}</Text>}
        {card.bloodBankMessage && <Text size="sm">{t('survey.bloodBankDashboard')}</Text>}
        <Group gap="md">
          {card.canTake && (
            <Anchor component={Link} to={navigationUrl}>
              {t(card.stateKey === 'survey.state.notStarted' ? 'survey.take' : 'survey.continue')}
            </Anchor>
          )}
          {!card.canTake && (
            <Anchor component={Link} to={navigationUrl}>
              {t('survey.view')}
            </Anchor>
          )}
          {card.dashboard && (
            <Anchor component={Link} to="/dashboard">
              {t('survey.dashboard')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
