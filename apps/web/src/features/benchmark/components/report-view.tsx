import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { areasOfSections, languageTag } from '@labbench/contract';
import type { BenchmarkSensitivity, ReadyBenchmarkDashboard, ReportSection, SurveyCategory } from '@labbench/contract';
import { areaOverview, kpiRows } from '../band-overview.ts';
import { peerFilterWords } from '../peer-words.ts';
import { reportDate } from '../report-date.ts';
import { AreaOverviewView } from './area-overview-view.tsx';
import { KpiCard } from './kpi-card.tsx';
import { SensitivityTable } from './sensitivity-table.tsx';
import { TooSmallNotice } from './too-small-notice.tsx';
import classes from './report-view.module.css';

export interface ReportViewProps {
  data: ReadyBenchmarkDashboard;
  sensitivity: BenchmarkSensitivity | null;
  category: SurveyCategory;
  sections: readonly ReportSection[];
  /** The day the report is made, on its cover. */
  date: Date;
}

/**
 * The report for print on A4 portrait (the PDF printer prints this page): a cover block, the overview, one page
 * section per area of the chosen sections (the dashboard's areas and names, REPORT_SECTION_AREAS) with each KPI's
 * chart, band, N, trend and definition, and the sensitivity table at the end.
 */
export function ReportView({ data, sensitivity, category, sections, date }: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const areas = areasOfSections(sections);
  const rows = kpiRows(category, data.kpis).filter((r) => areas.includes(r.kpi.area));
  // A customised report is about its sections only, the sensitivity table included.
  const shown = new Set(rows.map((r) => r.kpi.code));
  const sensitivityShown = sensitivity && { ...sensitivity, kpis: sensitivity.kpis.filter((k) => shown.has(k.code)) };
  const day = reportDate(date, i18n.language);

  return (
    <div className={classes.report}>
      <section className={classes.cover} aria-labelledby="report-title">
        <Text fw={600} c="dimmed">
          {t(`benchmark.category.${category}`)}
        </Text>
        <Title order={1} id="report-title">
          {t('benchmark.report.title')}
        </Title>
        <dl className={classes.facts}>
          <dt>{t('benchmark.report.lab')}</dt>
          <dd data-testid="lab-name">{data.labName}</dd>
          <dt>{t('benchmark.round')}</dt>
          <dd>{data.round}</dd>
          <dt>{t('benchmark.report.peers')}</dt>
          <dd>
            {t('benchmark.comparedWith', {
              n: data.peers.n,
              filter: peerFilterWords(data.peers.filter, t, i18n.language),
            })}
          </dd>
          <dt>{t('benchmark.report.sections')}</dt>
          <dd>
            {new Intl.ListFormat(languageTag(i18n.language), { type: 'conjunction' }).format(
              areas.map((area) => t(`benchmark.area.${area}`)),
            )}
          </dd>
          <dt>{t('benchmark.report.date')}</dt>
          <dd>{day}</dd>
        </dl>
        <Text size="sm">{t('benchmark.bandHelp')}</Text>
      </section>

      {data.peers.enough ? (
        <>
          <section aria-labelledby="report-overview">
            <Title order={2} id="report-overview">
              {t('benchmark.overview.title')}
            </Title>
            <AreaOverviewView overview={areaOverview(rows)} />
          </section>
          {areas.map((area) => {
            const inSection = rows.filter((r) => r.kpi.area === area);
            return (
              <section key={area} className={classes.pageSection} aria-labelledby={`report-${area}`}>
                <Title order={2} id={`report-${area}`}>
                  {t(`benchmark.area.${area}`)}
                </Title>
                <div className={classes.kpiList}>
                  {inSection.length === 0 && <Text>{t('benchmark.report.noKpis')}</Text>}
                  {inSection.map((row) => (
                    <KpiCard key={row.kpi.code} row={row} print />
                  ))}
                </div>
              </section>
            );
          })}
        </>
      ) : (
        <TooSmallNotice n={data.peers.n} minimum={data.peers.minimum} />
      )}

      {sensitivityShown && (
        <section className={classes.pageSection} aria-labelledby="report-sensitivity">
          <Title order={2} id="report-sensitivity">
            {t('benchmark.sensitivity.title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('benchmark.sensitivity.intro')}
          </Text>
          <SensitivityTable category={category} data={sensitivityShown} print />
        </section>
      )}
    </div>
  );
}
