import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BenchmarkSensitivity, SurveyCategory } from '@labbench/contract';
import { kpiOf } from '@labbench/contract';
import { useKpiText } from '../use-kpi-text.ts';
import { BandBadge, BandText } from './band-badge.tsx';
import classes from './benchmark.module.css';

export interface SensitivityTableProps {
  category: SurveyCategory;
  data: BenchmarkSensitivity;
  /** On paper nothing scrolls: the table fits the A4 column, its columns narrowed and their words wrapped. */
  print?: boolean;
}

/**
 * The lab's band per KPI under each standard peer group side by side, N per group in the header: a user sees at once
 * when a result depends on the comparison chosen.
 */
export function SensitivityTable({ category, data, print = false }: SensitivityTableProps) {
  const { t } = useTranslation();
  const text = useKpiText();
  return (
    <div className={print ? classes.printTable : classes.tableScroll} tabIndex={print ? undefined : 0}>
      <Table
        className={classes.table}
        withTableBorder
        striped
        data-testid="sensitivity"
        fz={print ? 'xs' : undefined}
        horizontalSpacing={print ? 4 : undefined}
      >
        <caption>{t('benchmark.sensitivity.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('benchmark.table.kpi')}</Table.Th>
            {data.groups.map(({ group, peers }) => (
              <Table.Th scope="col" key={group}>
                {t(`benchmark.sensitivity.group.${group}`)}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {peers.enough
                    ? t('benchmark.n', { n: peers.n })
                    : t('benchmark.sensitivity.tooSmall', { n: peers.n, minimum: peers.minimum })}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.kpis
            .filter(({ code }) => kpiOf(category, code))
            .map(({ code, bands }) => (
              <Table.Tr key={code}>
                <Table.Th scope="row">{text.name(code)}</Table.Th>
                {data.groups.map(({ group }, i) => (
                  <Table.Td key={group}>
                    {print ? <BandText band={bands[i] ?? null} /> : <BandBadge band={bands[i] ?? null} size="sm" />}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
