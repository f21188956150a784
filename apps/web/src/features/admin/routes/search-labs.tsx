import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayloadOf } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { loginPath } from '../../../lib/session/login-initiator.ts';
import { searchLabsLabId } from '../../../lib/search-labs-lab.ts';
import { useLabSearch } from '../api/getlab-name.ts';
import { LabFilters } from '../components/lab-filters.tsx';
import { LabResults } from '../components/lab-results.tsx';
import { newUserForLab } from '../components/lab-users.tsx';
import { LinkedLab } from '../components/linked-lab.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'admin.pages.searchLabs.title' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff: the lab of the link, and the lab search with "register a user" on every lab found. */
function StaffSearch({ linked }: { linked: string }) {
  const { t } = useTranslation();
  const isId = UUID.test(linked);
  // Anything else in the address (a lab code, a name) is what staff were looking for: it starts the search.
  const [filters, setFilters] = useState<PayloadOf<'getlabName'>>({ searchLab: isId ? undefined : linked, page: 1 });
  const labs = useLabSearch(filters);
  return (
    <Stack gap="lg">
      {isId && <LinkedLab labId={linked} />}
      <Stack gap="sm" component="section" aria-labelledby="search-labs">
        <Title order={2} size="h4" id="search-labs">
          {t('admin.searchLabs.searchTitle')}
        </Title>
        <LabFilters value={filters} onChange={setFilters} />
        <QueryState isPending={labs.isPending} error={labs.error} />
        {labs.data && (
          <>
            {labs.data.items.length > 0 && (
              <LabResults
                labs={labs.data.items}
                linkTo={staffPaths.lab}
                action={(lab) => (
                  <Button component={Link} to={newUserForLab(lab.labId)} size="xs" variant="light">
                    {t('admin.searchLabs.registerUser')}
                  </Button>
                )}
              />
            )}
            <ListPager {...labs.data} totalKey="admin.labs.total" onPage={(page) => setFilters({ ...filters, page })} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** Anyone else: what this address is for, and the way on (staff sign in and come back here; others register). */
function NotStaff({ linked, signedIn }: { linked: string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text>{t('admin.searchLabs.forStaff')}</Text>
        <Group gap="md">
          {!signedIn && (
            <Button component={Link} to={loginPath(`/register/${encodeURIComponent(linked)}`)}>
              {t('admin.searchLabs.staffSignIn')}
            </Button>
          )}
          <Anchor component={Link} to={signedIn ? '/survey' : '/registration'}>
            {t(signedIn ? 'admin.searchLabs.toSurveys' : 'admin.searchLabs.registerOwn')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /searchLabs, reached only from `register/{labId}` (§2; what it is for, D59): staff find the lab the address names
 * and register users for it, or search another; anyone else is told what the address is for and how to go on.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const [linked] = useState(() => searchLabsLabId() ?? '');
  const staff = session?.user.userType === 'internal';
  return (
    <StaffPage
      title={t('admin.pages.searchLabs.title')}
      back={
        staff ? { to: staffPaths.home, label: t('admin.backToStaffHome') } : { to: '/home', label: t('admin.backHome') }
      }
    >
      {staff ? <StaffSearch linked={linked} /> : <NotStaff linked={linked} signedIn={session !== null} />}
    </StaffPage>
  );
}
