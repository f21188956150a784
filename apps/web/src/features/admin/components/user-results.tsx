import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserListItem } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** One page of users, a row each: the address leads to the user, their lab to the lab; rows wrap on a phone. */
export function UserResults({ users }: { users: AdminUserListItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.users.results')}>
      {users.map((user) => (
        <Paper key={user.userId} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={staffPaths.user(user.userId)} fw={600} style={WRAP}>
                {user.email}
              </Anchor>
              <Text size="sm" c="gray.7" style={WRAP}>
                {user.fullName}
              </Text>
            </Stack>
            <Group gap="sm" wrap="wrap" style={{ flex: '1 1 18rem' }} justify="flex-end">
              <Badge variant="light" color="blue" tt="none" style={{ minWidth: 'max-content', flexShrink: 0 }}>
                {t(`admin.userTypes.${user.userType}`)}
              </Badge>
              {user.isSuperUser && (
                <Badge variant="light" color="grape" tt="none" style={{ minWidth: 'max-content', flexShrink: 0 }}>
                  {t('admin.user.superUser')}
                </Badge>
              )}
              {user.labId ? (
                <Anchor component={Link} to={staffPaths.lab(user.labId)} size="sm" style={WRAP}>
                  {user.labName} {user.labCode ? `(${user.labCode})` : ''}
                </Anchor>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('admin.user.noLab')}
                </Text>
              )}
              {user.countryCode && (
                <Text size="sm">{t(`countries.${user.countryCode}`, { defaultValue: user.countryCode })}</Text>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
