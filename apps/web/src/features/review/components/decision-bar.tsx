import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allowedDecisions, decisionRefusal } from '@labbench/contract';
import type { ReviewDecision, ReviewRound, ReviewState } from '@labbench/contract';
import { DECISION_COLORS, DecisionDialog } from './decision-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  responseId: string;
  state: ReviewState;
  round: ReviewRound;
  processing: boolean;
  failedChecks: number;
  openQuestions: number;
}

/**
 * The decisions staff may make now (D56), kept at the bottom of the window however long the answers are; where
 * none is possible it says why. Each decision is confirmed in a dialog with its message.
 */
export function DecisionBar({ responseId, state, round, processing, failedChecks, openQuestions }: Props) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const allowed = allowedDecisions(state, round, processing);
  const reason = allowed.length === 0 ? decisionRefusal(state, round, processing, 'R') : null;

  return (
    <Paper
      component="section"
      aria-label={t('review.decision.bar')}
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      // Above the answers while they scroll; right padding keeps the page's scroll arrow clear of the buttons.
      style={{ position: 'sticky', bottom: 8, zIndex: 100, paddingRight: '3.5rem' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        {/* On a phone the top of the page says this already: the bar keeps to the buttons. */}
        <Group gap="xs" wrap="wrap" visibleFrom="sm">
          <StatusBadge state={state} />
          <Text size="sm" c={failedChecks > 0 ? 'red.8' : 'gray.7'}>
            {t('review.decision.summary', { failed: failedChecks, open: openQuestions })}
          </Text>
        </Group>
        {reason ? (
          <Text size="sm" c="gray.8" role="status">
            {t(reason)}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            {allowed.map((option) => (
              <Button
                key={option}
                size="compact-md"
                color={DECISION_COLORS[option]}
                onClick={() => setDecision(option)}
              >
                {t(`review.decision.${option}.open`)}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <DecisionDialog
        responseId={responseId}
        decision={decision}
        failedChecks={failedChecks}
        onClose={() => setDecision(null)}
      />
    </Paper>
  );
}
