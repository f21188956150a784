import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useLabSearch } from '../api/getlab-name.ts';
import { LabFilters } from '../components/lab-filters.tsx';
import { LabResults } from '../components/lab-results.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';
import { labFiltersFromParams, paramsFromLabFilters } from '../list-params.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'admin.pages.labs.title' };

/** /{company}-admin/labs: staff search the labs (name, code, country, a user's e-mail), 10 a page; and make one. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = labFiltersFromParams(params);
  const labs = useLabSearch(filters);
  return (
    <StaffPage
      title={t('admin.pages.labs.title')}
      back={{ to: staffPaths.home, label: t('admin.backToStaffHome') }}
      actions={
        <>
          <Button component={Link} to={staffPaths.users} variant="default">
            {t('admin.pages.users.title')}
          </Button>
          <Button component={Link} to={staffPaths.newLab}>
            {t('admin.labs.new')}
          </Button>
        </>
      }
    >
      <LabFilters value={filters} onChange={(next) => setParams(paramsFromLabFilters(next))} />
      <QueryState isPending={labs.isPending} error={labs.error} />
      {labs.data && (
        <>
          {labs.data.items.length > 0 && <LabResults labs={labs.data.items} linkTo={staffPaths.lab} />}
          <ListPager
            {...labs.data}
            totalKey="admin.labs.total"
            onPage={(page) => setParams(paramsFromLabFilters({ ...filters, page }))}
          />
        </>
      )}
    </StaffPage>
  );
}
