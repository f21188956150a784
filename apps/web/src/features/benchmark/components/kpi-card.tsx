import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KpiRow } from '../band-overview.ts';
import { peerRankWords } from '../peer-rank-words.ts';
import { useKpiText } from '../use-kpi-text.ts';
import { BandWithN } from './band-badge.tsx';
import { DistributionChart } from './distribution-chart.tsx';
import { KpiDefinitionPopover } from './kpi-definition.tsx';
import { TrendChart } from './trend-chart.tsx';
import { TrendFigures } from './trend-figures.tsx';
import classes from './benchmark.module.css';

/** Chart widths in print: they fit an A4 column (about 180 mm) side by side, as vectors. */
const PRINT_WIDTHS = { distribution: 400, trend: 240 };

/**
 * One KPI: its name, the lab's value, the band in words, colour and shape with N beside it, the lab against the peer
 * distribution, the trend, and the definition (on demand on screen, written out in print).
 */
export function KpiCard({ row, print = false }: { row: KpiRow; print?: boolean }) {
  const { t } = useTranslation();
  const text = useKpiText();
  const { result, kpi } = row;
  const name = text.name(kpi.code);
  const format = (v: number) => text.number(v, kpi.unit);
  const d = result.distribution;
  const rank = peerRankWords(result.percentile, result.n, t);

  return (
    <Card withBorder padding="md" className={classes.kpiCard} data-kpi={kpi.code} component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" className={classes.kpiName}>
            {name}
          </Title>
          {!print && <KpiDefinitionPopover kpi={kpi} />}
        </Group>
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Text size="xs" c="dimmed">
              {t('benchmark.kpi.yourValue')}
            </Text>
            <Text size="xl" fw={700} data-testid="kpi-value">
              {text.value(result.value, kpi.unit)}
            </Text>
          </div>
          <BandWithN band={result.band} n={result.n} />
        </Group>
        {rank && (
          <Text size="sm" data-testid="peer-rank">
            {rank}
          </Text>
        )}
        <div className={print ? classes.printFigures : classes.figures}>
          {d && (
            <div>
              <DistributionChart
                distribution={d}
                value={result.value}
                band={result.band}
                format={format}
                width={print ? PRINT_WIDTHS.distribution : undefined}
                label={t('benchmark.kpi.chartLabel', {
                  name,
                  value: text.value(result.value, kpi.unit),
                  p25: text.value(d.p25, kpi.unit),
                  median: text.value(d.p50, kpi.unit),
                  p75: text.value(d.p75, kpi.unit),
                })}
              />
              <Text size="xs" c="dimmed">
                {t('benchmark.kpi.legend', {
                  p10: format(d.p10),
                  p25: format(d.p25),
                  median: format(d.p50),
                  p75: format(d.p75),
                  p90: format(d.p90),
                })}
              </Text>
            </div>
          )}
          <div>
            <Text size="sm" fw={600}>
              {t('benchmark.trend.title')}
            </Text>
            {result.trend.length >= 2 && (
              <TrendChart
                trend={result.trend}
                format={format}
                width={print ? PRINT_WIDTHS.trend : undefined}
                label={t('benchmark.trend.chartLabel', { name })}
              />
            )}
            <TrendFigures kpi={kpi} trend={result.trend} />
          </div>
        </div>
        {print && (
          <Text size="sm" className={classes.definition}>
            <strong>{t('benchmark.kpi.definition')}: </strong>
            {text.description(kpi.code)}{' '}
            {t(kpi.better === 'lower' ? 'benchmark.kpi.lowerBetter' : 'benchmark.kpi.higherBetter')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
