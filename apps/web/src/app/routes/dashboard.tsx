import '../../features/benchmark/mantine-styles.ts';
import { useEffect, useMemo } from 'react';
import { Button, Center, Container, Loader } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SurveyCategory } from '@labbench/contract';
import { DashboardScreen } from '../../features/benchmark/components/dashboard-screen.tsx';
import { LabPicker } from '../../features/benchmark/components/lab-picker.tsx';
import { NoDashboard } from '../../features/benchmark/components/no-dashboard.tsx';
import type { DashboardShown } from '../../features/benchmark/components/dashboard-screen.tsx';
import { DownloadReportButton } from '../../features/report/components/download-report-button.tsx';
import { dashboardTarget } from '../../features/benchmark/dashboard-target.ts';
import { useSurveyDetailsOfLab } from '../../features/survey/api/get-survey-details-of-lab.ts';
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
 * /dashboard and its related routes (§2): staff pick a lab first and then see its dashboards under the view-as-lab
 * banner; a lab user sees their own lab's, with the category tabs from the §3 flags (cached, then refreshed).
 */
export function Component() {
  const session = useSession();
  const viewed = useViewedLab();
  const { t } = useTranslation();
  const internal = session?.user.userType === 'internal';

  if (internal) {
    return (
      <Container size="xl" py="xl">
        {viewed ? (
          <>
            <Button variant="subtle" mb="sm" onClick={() => setViewedLab(null)}>
              {t('benchmark.labPicker.change')}
            </Button>
            <DashboardScreen labCode={viewed.labCode} categories={viewed.categories} actions={reportButton} />
          </>
        ) : (
          <LabPicker onPick={setViewedLab} />
        )}
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
