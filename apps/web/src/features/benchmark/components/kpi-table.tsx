import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KpiArea } from '@labbench/contract';
import type { KpiRow } from '../band-overview.ts';
import { useKpiText } from '../use-kpi-text.ts';
import { BandBadge } from './band-badge.tsx';
import classes from './benchmark.module.css';

/** One area's figures as an accessible table: what the cards' charts show, readable by a screen reader. */
export function KpiTable({ area, rows }: { area: KpiArea; rows: readonly KpiRow[] }) {
  const { t } = useTranslation();
  const text = useKpiText();
  const dash = t('benchmark.notAvailable');
  return (
    <div className={classes.tableScroll} tabIndex={0}>
      <Table className={classes.table} striped withTableBorder data-area-table={area}>
        <caption>{t('benchmark.table.caption', { area: t(`benchmark.area.${area}`) })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('benchmark.table.kpi')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.value')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.band')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.n')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.p25')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.median')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.p75')}</Table.Th>
            <Table.Th scope="col">{t('benchmark.table.trend')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ result, kpi }) => {
            const d = result.distribution;
            const earlier = result.trend.length >= 2 ? result.trend[result.trend.length - 2] : undefined;
            return (
              <Table.Tr key={kpi.code}>
                <Table.Th scope="row">{text.name(kpi.code)}</Table.Th>
                <Table.Td>{text.value(result.value, kpi.unit)}</Table.Td>
                <Table.Td>
                  <BandBadge band={result.band} size="sm" />
                </Table.Td>
                <Table.Td>{result.n}</Table.Td>
                <Table.Td>{d ? text.value(d.p25, kpi.unit) : dash}</Table.Td>
                <Table.Td>{d ? text.value(d.p50, kpi.unit) : dash}</Table.Td>
                <Table.Td>{d ? text.value(d.p75, kpi.unit) : dash}</Table.Td>
                <Table.Td>
                  {earlier
                    ? t('benchmark.table.trendSince', {
                        round: earlier.round,
                        value: text.value(earlier.value, kpi.unit),
                      })
                    : dash}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
