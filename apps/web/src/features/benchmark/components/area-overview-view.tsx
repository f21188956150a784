import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AreaOverview } from '../band-overview.ts';
import { BAND_STYLES, BANDS_BEST_FIRST } from '../band-style.ts';
import { BandIcon } from './band-icon.tsx';
import classes from './benchmark.module.css';

/** The lab's bands per area at a glance: how many KPIs are excellent, good, a growth opportunity, or without band. */
export function AreaOverviewView({ overview }: { overview: readonly AreaOverview[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.tableScroll} tabIndex={0}>
      <Table className={classes.table} withTableBorder data-testid="band-overview">
        <caption>{t('benchmark.overview.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('benchmark.overview.area')}</Table.Th>
            {BANDS_BEST_FIRST.map((band) => (
              <Table.Th scope="col" key={band} style={{ color: BAND_STYLES[band].hex }}>
                <Group gap={4} wrap="nowrap">
                  <BandIcon icon={BAND_STYLES[band].icon} size={14} />
                  {t(BAND_STYLES[band].labelKey)}
                </Group>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('benchmark.band.none')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.map(({ area, counts }) => (
            <Table.Tr key={area} data-area={area}>
              <Table.Th scope="row">{t(`benchmark.area.${area}`)}</Table.Th>
              {BANDS_BEST_FIRST.map((band) => (
                <Table.Td key={band} data-band={band}>
                  {counts[band]}
                </Table.Td>
              ))}
              <Table.Td>{counts.none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
