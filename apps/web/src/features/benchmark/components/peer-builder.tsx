import { useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEER_DIMENSIONS, peerKey } from '@labbench/contract';
import type { LabPeerAttributes, PeerFilter, ReadyBenchmarkDashboard, SurveyCategory } from '@labbench/contract';
import { usePeerGroupSize } from '../api/get-peer-group-size.ts';
import { ANY, peerChoices, withDimension } from '../peer-options.ts';
import { peerValueWords } from '../peer-words.ts';

export interface PeerBuilderProps {
  labCode: string;
  category: SurveyCategory;
  round: number;
  lab: LabPeerAttributes;
  /** The group shown now, as the server applied it, with its size. */
  applied: ReadyBenchmarkDashboard['peers'];
  /** Shows the dashboard for this group; undefined goes back to the default group. */
  onApply: (filter: PeerFilter | undefined) => void;
}

/** The self-service peer builder: narrow the group dimension by dimension, see its N live, then apply. */
export function PeerBuilder({ labCode, category, round, lab, applied, onApply }: PeerBuilderProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PeerFilter>(applied.filter);
  const changed = peerKey(draft) !== peerKey(applied.filter);
  // The group shown is counted in the dashboard's answer: asking again would change the text under the user's eyes.
  const size = usePeerGroupSize(changed ? { labCode, category, round, peers: draft } : null);
  const live = changed ? (size.data ?? applied) : applied;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="peer-builder-title">
      <Title order={2} size="h4" id="peer-builder-title">
        {t('benchmark.peers.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="sm">
        {PEER_DIMENSIONS.map((dimension) => (
          <Select
            key={dimension}
            label={t(`benchmark.peers.dimension.${dimension}`)}
            value={draft[dimension] ?? ANY}
            allowDeselect={false}
            searchable={dimension === 'country'}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => setDraft((f) => withDimension(f, dimension, value))}
            data={peerChoices(dimension, lab).map((value) => {
              if (value === ANY) return { value, label: t('benchmark.peers.any') };
              const words = peerValueWords(dimension, value, t, i18n.language);
              return { value, label: value === lab[dimension] ? t('benchmark.peers.yours', { value: words }) : words };
            })}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          aria-busy={changed && size.isFetching}
          data-testid="peer-live-n"
        >
          {changed && size.isError
            ? t('benchmark.error')
            : live.enough
              ? t('benchmark.peers.liveN', { n: live.n })
              : t('benchmark.peers.liveTooSmall', { n: live.n, minimum: live.minimum })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => onApply(undefined)}>
            {t('benchmark.peers.reset')}
          </Button>
          <Button onClick={() => onApply(draft)} disabled={!changed}>
            {t('benchmark.peers.apply')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
