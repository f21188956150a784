import './report-fonts.ts';
import '../../features/benchmark/mantine-styles.ts';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BenchmarkDashboard, BenchmarkSensitivity, ReportSection, SurveyCategory } from '@labbench/contract';
import { useBenchmarkDashboard } from '../../features/benchmark/api/get-benchmark-dashboard.ts';
import { useBenchmarkSensitivity } from '../../features/benchmark/api/get-benchmark-sensitivity.ts';
import { ReportView } from '../../features/benchmark/components/report-view.tsx';
import { categoryOfNameCode } from '../../features/benchmark/dashboard-target.ts';
import { peerFilterFromQuery, roundFromQuery } from '../../features/benchmark/peer-filter-query.ts';
import { markReportReady, sectionsFromQuery } from '../../features/benchmark/report-sections.ts';
import type { ReportReadiness } from '../../features/benchmark/report-sections.ts';
import { useReportData } from '../../features/report/api/get-report-data.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useViewedLab } from '../../lib/session/viewed-lab.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'benchmark.report.title' };

/**
 * /report/:categoryNameCode (§2: no header, no footer): with `?grant=` the PDF printer's page (data from
 * getReportData, in the report's language); without, a signed-in user's own report of the dashboard shown.
 */
export function Component() {
  const [params] = useSearchParams();
  const grant = params.get('grant');
  return grant ? <GrantReport grant={grant} /> : <OwnReport />;
}

function GrantReport({ grant }: { grant: string }) {
  const report = useReportData(grant);
  const [language, setLanguage] = useState<string | null>(null);
  const wanted = report.data?.language;
  useEffect(() => {
    if (wanted) void changeLanguage(wanted).then(() => setLanguage(wanted));
  }, [wanted]);
  if (report.isError) return <Failed />;
  if (!report.data || language !== report.data.language) return <Pending />;
  const { dashboard, sensitivity, category, sections } = report.data;
  return <Report dashboard={dashboard} sensitivity={sensitivity} category={category} sections={sections} />;
}

function OwnReport() {
  const { categoryNameCode } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const viewed = useViewedLab();
  const labCode = session?.user.userType === 'internal' ? viewed?.labCode : session?.currentUser?.labCode;
  const category = categoryOfNameCode(categoryNameCode);
  const target = labCode && category ? { labCode, category, round: roundFromQuery(params) } : null;
  const dashboard = useBenchmarkDashboard(target && { ...target, peers: peerFilterFromQuery(params) });
  const ready = dashboard.data?.state === 'ready' ? dashboard.data : null;
  const sensitivity = useBenchmarkSensitivity(target && ready ? { ...target, round: ready.round } : null);
  if (!target || dashboard.isError || sensitivity.isError) return <Failed />;
  if (!dashboard.data || (ready && sensitivity.isPending)) return <Pending />;
  return (
    <Report
      dashboard={dashboard.data}
      sensitivity={sensitivity.data ?? null}
      category={category as SurveyCategory}
      sections={sectionsFromQuery(params.get('sections'))}
    />
  );
}

interface ReportProps {
  dashboard: BenchmarkDashboard;
  sensitivity: BenchmarkSensitivity | null;
  category: SurveyCategory;
  sections: readonly ReportSection[];
}

function Report({ dashboard, sensitivity, category, sections }: ReportProps) {
  const { t } = useTranslation();
  const [date] = useState(() => new Date());
  if (dashboard.state === 'none') {
    return (
      <Failed
        message={`${t(`benchmark.none.reason.${dashboard.reason}`)} ${t(`benchmark.none.todo.${dashboard.reason}`)}`}
      />
    );
  }
  return (
    <Readiness readiness="ready">
      <ReportView data={dashboard} sensitivity={sensitivity} category={category} sections={sections} date={date} />
    </Readiness>
  );
}

/** Sets the printer's marker once its children are on screen, and takes it away again when the page is left. */
function Readiness({ readiness, children }: { readiness: ReportReadiness; children: ReactNode }) {
  useEffect(() => {
    void markReportReady(readiness);
    return () => void markReportReady('pending');
  }, [readiness]);
  return <>{children}</>;
}

function Pending() {
  const { t } = useTranslation();
  return (
    <Center mih={300}>
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </Center>
  );
}

function Failed({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Readiness readiness="error">
      <Stack mih={300} p="md" align="center" justify="center">
        <Title order={1}>{t('benchmark.report.title')}</Title>
        <Alert color="red" role="alert" title={t('benchmark.report.error')}>
          {message}
        </Alert>
      </Stack>
    </Readiness>
  );
}
