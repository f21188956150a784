import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useUserSearch } from '../api/get-user-of-lab.ts';
import { ListPager } from '../components/list-pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';
import { UserFilters } from '../components/user-filters.tsx';
import { UserResults } from '../components/user-results.tsx';
import { paramsFromUserFilters, userFiltersFromParams } from '../list-params.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'admin.pages.users.title' };

/** /{company}-admin/users: staff search the users (name, e-mail, lab, type, country), 10 a page; and make one. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = userFiltersFromParams(params);
  const users = useUserSearch(filters);
  return (
    <StaffPage
      title={t('admin.pages.users.title')}
      back={{ to: staffPaths.home, label: t('admin.backToStaffHome') }}
      actions={
        <>
          <Button component={Link} to={staffPaths.labs} variant="default">
            {t('admin.pages.labs.title')}
          </Button>
          <Button component={Link} to={staffPaths.newUser}>
            {t('admin.users.new')}
          </Button>
        </>
      }
    >
      <UserFilters value={filters} onChange={(next) => setParams(paramsFromUserFilters(next))} />
      <QueryState isPending={users.isPending} error={users.error} />
      {users.data && (
        <>
          {users.data.items.length > 0 && <UserResults users={users.data.items} />}
          <ListPager
            {...users.data}
            totalKey="admin.users.total"
            onPage={(page) => setParams(paramsFromUserFilters({ ...filters, page }))}
          />
        </>
      )}
    </StaffPage>
  );
}
