import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KPI_AREAS } from '@labbench/contract';
import type { KpiArea } from '@labbench/contract';
import type { KpiRow } from '../band-overview.ts';
import { KpiCard } from './kpi-card.tsx';
import { KpiTable } from './kpi-table.tsx';
import classes from './benchmark.module.css';

/** Per area a heading, a card per KPI and the same figures as a table. */
export function AreaSections({ rows, areas = KPI_AREAS }: { rows: readonly KpiRow[]; areas?: readonly KpiArea[] }) {
  const { t } = useTranslation();
  return (
    <>
      {areas.map((area) => {
        const inArea = rows.filter((r) => r.kpi.area === area);
        if (inArea.length === 0) return null;
        return (
          <Stack key={area} component="section" aria-labelledby={`area-${area}`} data-area-section={area}>
            <Title order={2} id={`area-${area}`}>
              {t(`benchmark.area.${area}`)}
            </Title>
            <div className={classes.cards}>
              {inArea.map((row) => (
                <KpiCard key={row.kpi.code} row={row} />
              ))}
            </div>
            <KpiTable area={area} rows={inArea} />
          </Stack>
        );
      })}
    </>
  );
}
