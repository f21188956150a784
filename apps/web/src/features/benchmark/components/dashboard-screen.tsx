import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { peerKey } from '@labbench/contract';
import type { KpiArea, KpiResult, PeerFilter, SurveyCategory } from '@labbench/contract';
import { useDashboardView } from '../dashboard-view.ts';
import { areaOverview, kpiRows } from '../band-overview.ts';
import { dashboardCategory, dashboardTarget } from '../dashboard-target.ts';
import { peerFilterFromQuery, queryWithPeerFilter, roundFromQuery } from '../peer-filter-query.ts';
import { AreaOverviewView } from './area-overview-view.tsx';
import { AreaSections } from './area-sections.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { NoDashboard } from './no-dashboard.tsx';
import { PeerBuilder } from './peer-builder.tsx';
import { SensitivityTable } from './sensitivity-table.tsx';
import { TooSmallNotice } from './too-small-notice.tsx';

export interface DashboardScreenProps {
  labCode: string;
  /** Categories whose dashboard may be viewed (§3 flags, or the picked lab's for staff), for the tabs. */
  categories: readonly SurveyCategory[];
  /** Buttons in the header for the figures on screen: the app puts the PDF download here. */
  actions?: (shown: DashboardShown) => ReactNode;
}

/** What the dashboard shows: the lab, category, round and peer group a report of it needs (and its file name). */
export interface DashboardShown {
  labCode: string;
  labName: string;
  category: SurveyCategory;
  round: number;
  peers?: PeerFilter;
}

/**
 * A lab's dashboard as the address asks for it: the category (path, `?category=`, or the first viewable), the area
 * (/dashboard/quality…), the round (`?round=`) and the peer group (`?region=…`), so a reload keeps all of them.
 */
export function DashboardScreen({ labCode, categories, actions }: DashboardScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const target = dashboardTarget(pathname);
  const category = dashboardCategory(target, params.get('category'), categories);
  const round = roundFromQuery(params);
  const peers = peerFilterFromQuery(params);
  const view = useDashboardView({ labCode, category, round, peers }, categories.includes(category));

  if (view.isPending) {
    return (
      <Center mih={300}>
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (view.isError) {
    return (
      <Stack>
        <Title order={1}>{t(target.area ? `benchmark.pageTitle.${target.area}` : 'benchmark.title')}</Title>
        <Alert color="red" role="alert">
          {t('benchmark.error')}
        </Alert>
      </Stack>
    );
  }
  const { dashboard: data, sensitivity } = view.data;
  if (data.state === 'none') {
    return <NoDashboard labName={data.labName} reason={data.reason} category={category} />;
  }

  const setPeers = (filter: PeerFilter | undefined) => setParams(queryWithPeerFilter(params, filter));
  const setRound = (r: number) => {
    const next = new URLSearchParams(params);
    next.set('round', String(r));
    setParams(next);
  };

  return (
    // Busy while the figures of the previous address stay on screen until the new ones arrive.
    <Stack gap="lg" data-testid="dashboard" data-category={category} aria-busy={view.isPlaceholderData}>
      <DashboardHeader
        data={data}
        category={category}
        area={target.area}
        categories={categories}
        onRound={setRound}
        actions={actions?.({
          labCode,
          labName: data.labName,
          category,
          round: data.round,
          ...(peers ? { peers } : {}),
        })}
      />
      <PeerBuilder
        key={`${category}:${data.round}:${peerKey(data.peers.filter)}`}
        labCode={labCode}
        category={category}
        round={data.round}
        lab={data.lab}
        applied={data.peers}
        onApply={setPeers}
      />
      {data.peers.enough ? (
        <DashboardFigures category={category} kpis={data.kpis} area={target.area} />
      ) : (
        <TooSmallNotice n={data.peers.n} minimum={data.peers.minimum} onReset={() => setPeers(undefined)} />
      )}
      {sensitivity && (
        <Stack component="section" aria-labelledby="sensitivity-title" gap="xs">
          <Title order={2} id="sensitivity-title">
            {t('benchmark.sensitivity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('benchmark.sensitivity.intro')}
          </Text>
          <SensitivityTable category={category} data={sensitivity} />
        </Stack>
      )}
    </Stack>
  );
}

interface DashboardFiguresProps {
  category: SurveyCategory;
  kpis: readonly KpiResult[];
  /** The area page shown (/dashboard/quality…), or null for all areas. */
  area: KpiArea | null;
}

/**
 * The band overview and the KPI cards with their charts, the bulk of the screen's rendering. Memoised on the answer's
 * KPIs: a change elsewhere (the address while the next answer loads, the peer builder) leaves the cards as they are.
 */
const DashboardFigures = memo(function DashboardFigures({ category, kpis, area }: DashboardFiguresProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => kpiRows(category, kpis), [category, kpis]);
  const shown = area ? rows.filter((r) => r.kpi.area === area) : rows;
  return (
    <>
      <Stack component="section" aria-labelledby="overview-title" gap="xs">
        <Title order={2} id="overview-title">
          {t('benchmark.overview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('benchmark.bandHelp')}
        </Text>
        <AreaOverviewView overview={areaOverview(shown)} />
      </Stack>
      <AreaSections rows={rows} areas={area ? [area] : undefined} />
    </>
  );
});
