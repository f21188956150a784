import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryCard } from '../category-card.ts';

interface Props {
  code: string;
  card: CategoryCard;
}

const STATE_COLOURS: Partial<Record<CategoryCard['phase'], string>> = {
  returned: 'orange.9',
  accepted: 'green.9',
  rejected: 'red.9',
};

/** One category on /survey: its state, staff's reason where there is one, and what the lab does next (issue 14). */
export function CategoryCardView({ code, card }: Props) {
  const { t } = useTranslation();
  const [main, ...others] = card.actions;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`survey-card-${code}`} data-phase={card.phase}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`survey-card-${code}`}>
          {t(`survey.categories.${code}`)}
        </Title>
        <Text size="sm" c={STATE_COLOURS[card.phase]} fw={STATE_COLOURS[card.phase] ? 600 : undefined}>
          {t(card.stateKey)}
        </Text>
        {card.reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('survey.reason', { reason: card.reason })}
          </Text>
        )}
        {card.notOffered && <Text size="sm">{t('survey.notOffered')}</Text>}
        {card.processing && <Text size="sm">{t('survey.processing')}</Text>}
        {card.openQuestions > 0 && (
          <Text size="sm" c="orange.9">
            {t('survey.openQuestions', { count: card.openQuestions })}
          </Text>
        )}
        {card.earlierParticipation && <Text size="sm">{t('survey.earlierParticipation')}</Text>}
        {card.bloodBankMessage && <Text size="sm">{t('survey.bloodBankDashboard')}</Text>}
        {main && (
          <Group gap="md" mt="xs">
            <Button component={Link} to={main.to}>
              {t(main.key)}
            </Button>
            {others.map((action) => (
              <Anchor key={action.key} component={Link} to={action.to}>
                {t(action.key)}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
