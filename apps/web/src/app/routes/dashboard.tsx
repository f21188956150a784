import '../../features/benchmark/mantine-styles.ts';
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Center, Container, Loader } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SurveyCategory } from '@labbench/contract';
import { DashboardScreen } from '../../features/benchmark/components/dashboard-screen.tsx';
import { LabPicker } from '../../features/benchmark/components/lab-picker.tsx';
import { NoDashboard } from '../../features/benchmark/components/no-dashboard.tsx';
import type { DashboardShown } from '../../features/benchmark/components/dashboard-screen.tsx';
import { DownloadReportButton } from '../../features/report/components/download-report-button.tsx';
import { dashboardTarget } from '../../features/benchmark/dashboard-target.ts';
import { useSurveyDetailsOfLab } from '../../features/survey/api/get-survey-details-of-lab.ts';
import { useStartViewAsLab } from '../../features/staff/api/start-view-as-lab.ts';
import { toApiCallError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import {
  dashboardFlagsOf,
  readDashboardFlags,
  viewableCategories,
  writeDashboardFlags,
} from '../../lib/session/dashboard-flags.ts';
import { setViewedLab, useViewedLab } from '../../lib/session/viewed-lab.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'benchmark.title' };

/**
 * /dashboard and its related routes (§2): staff pick a lab first and then see exactly what the lab's users see (the
 * same tabs, order and first category) under the view-as-lab banner; a lab user sees their own lab's, with the
 * category tabs from the §3 flags (cached, then refreshed).
 */
export function Component() {
  const session = useSession();
  const internal = session?.user.userType === 'internal';

  if (internal) {
    return (
      <Container size="xl" py="xl">
        <ViewAsLab />
      </Container>
    );
  }
  const labCode = session?.currentUser?.labCode;
  return (
    <Container size="xl" py="xl">
      {/* Without a lab (allowed on the China site) there is nothing to show yet: the survey area says how to get one. */}
      {labCode ? <LabDashboard labCode={labCode} /> : <NoDashboard labName="" reason="notTaken" />}
    </Container>
  );
}

/**
 * Staff view a lab as the lab: picked here, or named by `?viewAs=<lab code>` (a link from the staff screens). The
 * server records the start (audit trail) and answers the lab's name for the banner.
 */
function ViewAsLab() {
  const { t } = useTranslation();
  const viewed = useViewedLab();
  const [params, setParams] = useSearchParams();
  const start = useStartViewAsLab();
  const requested = params.get('viewAs');
  const asked = useRef<string | null>(null);
  const begin = (labCode: string) =>
    start.mutate({ labCode }, { onSuccess: (lab) => setViewedLab({ labCode: lab.labCode, labName: lab.labName }) });

  useEffect(() => {
    if (!requested || asked.current === requested) return;
    asked.current = requested;
    if (requested !== viewed?.labCode) begin(requested);
    const rest = new URLSearchParams(params);
    rest.delete('viewAs');
    setParams(rest, { replace: true });
  });

  if (start.isPending)
    return (
      <Center mih={300}>
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  if (viewed)
    return (
      <>
        <Button variant="subtle" mb="sm" onClick={() => setViewedLab(null)}>
          {t('benchmark.labPicker.change')}
        </Button>
        <LabDashboard key={viewed.labCode} labCode={viewed.labCode} />
      </>
    );
  return (
    <>
      {start.isError && (
        <Alert color="red" role="alert" mb="md">
          {t(toApiCallError(start.error).error.message, { defaultValue: t('errors.processError') })}
        </Alert>
      )}
      <LabPicker onPick={(lab) => begin(lab.labCode)} />
    </>
  );
}

/** The PDF download for the figures on screen (features/report). */
const reportButton = (shown: DashboardShown) => <DownloadReportButton {...shown} />;

/** A lab user's dashboard: the tabs show at once from the cached flags and follow the server's survey details. */
function LabDashboard({ labCode }: { labCode: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const details = useSurveyDetailsOfLab(labCode);
  const fresh = useMemo(() => (details.data ? dashboardFlagsOf(details.data.categories) : null), [details.data]);
  useEffect(() => {
    if (fresh) writeDashboardFlags(labCode, fresh);
  }, [fresh, labCode]);
  const flags = fresh ?? readDashboardFlags(labCode);
  const categories: SurveyCategory[] = viewableCategories(flags);

  // Without flags yet the first viewable category is unknown, unless the address names one.
  if (!flags && details.isPending && !dashboardTarget(pathname).pathCategory) {
    return (
      <Center mih={300}>
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <DashboardScreen labCode={labCode} categories={categories} actions={reportButton} />;
}
