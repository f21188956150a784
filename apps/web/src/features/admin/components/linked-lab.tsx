import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useLabAndUsers } from '../api/getlabanduser.ts';
import { useUsersOfLab } from '../api/get-user-of-lab.ts';
import { newUserForLab } from './lab-users.tsx';
import { LabStatusBadge } from './status-badge.tsx';

/**
 * The lab a `register/{labId}` address names, for staff: what it is, who is in it — §8 103 when nobody is yet, with
 * the way to view the lab as its guest-like current user — and the way to register a user for it.
 */
export function LinkedLab({ labId }: { labId: string }) {
  const { t } = useTranslation();
  const record = useLabAndUsers({ labId });
  const members = useUsersOfLab(record.data?.lab ? labId : null);
  const lab = record.data?.lab;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="linked-lab">
      <Stack gap="sm">
        <Title order={2} size="h4" id="linked-lab">
          {t('admin.searchLabs.linkedTitle')}
        </Title>
        {record.isError && <Text size="sm">{t('admin.searchLabs.notFound')}</Text>}
        {lab && (
          <>
            <Group gap="sm" wrap="wrap">
              <Anchor component={Link} to={staffPaths.lab(lab.labId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {lab.nameOfInstuation}
              </Anchor>
              <Text size="sm" ff="monospace">
                {lab.labCode ?? '—'}
              </Text>
              <Text size="sm">{t(`countries.${lab.countryCode}`, { defaultValue: lab.countryCode })}</Text>
              <LabStatusBadge status={lab.status} />
            </Group>
            {members.data && (
              <Text size="sm" aria-live="polite">
                {members.data.noUser
                  ? t('admin.errors.noUserForLab')
                  : t('admin.picker.members', { n: members.data.page.total })}
              </Text>
            )}
            <Group>
              <Button component={Link} to={newUserForLab(lab.labId)}>
                {members.data?.noUser ? t('admin.searchLabs.firstUser') : t('admin.lab.addUser')}
              </Button>
              {members.data?.noUser && members.data.guest?.labCode && (
                <Button
                  component={Link}
                  variant="default"
                  to={`${staffPaths.dashboards}?viewAs=${encodeURIComponent(members.data.guest.labCode)}`}
                >
                  {t('admin.searchLabs.viewAsGuest')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
