import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KpiDefinition, KpiResult } from '@labbench/contract';
import { useKpiText } from '../use-kpi-text.ts';

/** The trend in words, one line per round: the lab's value and the peer median. */
export function TrendFigures({ kpi, trend }: { kpi: KpiDefinition; trend: KpiResult['trend'] }) {
  const { t } = useTranslation();
  const text = useKpiText();
  if (trend.length < 2) {
    return (
      <Text size="sm" c="dimmed" data-testid="trend">
        {t('benchmark.trend.none')}
      </Text>
    );
  }
  return (
    <List size="sm" data-testid="trend" listStyleType="none" spacing={2}>
      {trend.map((p) => (
        <List.Item key={p.round}>
          {t('benchmark.trend.point', {
            round: p.round,
            value: text.value(p.value, kpi.unit),
            median: text.value(p.median, kpi.unit),
          })}
        </List.Item>
      ))}
    </List>
  );
}
