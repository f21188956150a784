import type { ReactNode } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KpiArea, ReadyBenchmarkDashboard, SurveyCategory } from '@labbench/contract';
import { categoryHref } from '../dashboard-target.ts';
import { peerFilterWords } from '../peer-words.ts';

export interface DashboardHeaderProps {
  data: ReadyBenchmarkDashboard;
  category: SurveyCategory;
  area: KpiArea | null;
  /** Categories whose dashboard the lab may view: one tab each. */
  categories: readonly SurveyCategory[];
  onRound: (round: number) => void;
  actions?: ReactNode;
}

/** Lab name, the page's title, category tabs, round picker, the peer group in words with its N, and the actions. */
export function DashboardHeader({ data, category, area, categories, onRound, actions }: DashboardHeaderProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const tabs = categories.includes(category) ? categories : [...categories, category];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text c="dimmed" fw={600} data-testid="lab-name">
            {data.labName}
          </Text>
          <Title order={1}>{t(area ? `benchmark.pageTitle.${area}` : 'benchmark.title')}</Title>
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {
        <Group component="nav" aria-label={t('benchmark.categoryTabs')} gap="xs">
          {tabs.map((c) => (
            <Button
              key={c}
              component={Link}
              to={categoryHref(pathname, c)}
              variant={c === category ? 'filled' : 'default'}
              aria-current={c === category ? 'page' : undefined}
              size="compact-md"
            >
              {t(`benchmark.category.${c}`)}
            </Button>
          ))}
        </Group>
      }
      <Group gap="md" align="flex-end">
        <Select
          label={t('benchmark.round')}
          w={140}
          value={String(data.round)}
          allowDeselect={false}
          data={data.rounds.map(String)}
          onChange={(value) => value && onRound(Number(value))}
        />
        <Text data-testid="peer-summary">
          {t('benchmark.comparedWith', {
            n: data.peers.n,
            filter: peerFilterWords(data.peers.filter, t, i18n.language),
          })}
        </Text>
      </Group>
    </Stack>
  );
}
