import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';

/** The address that opens the new-user form with this lab chosen. */
export const newUserForLab = (labId: string) => `${staffPaths.newUser}?labId=${encodeURIComponent(labId)}`;

/** The lab's users, each leading to their own page, and the way to add one. */
export function LabUsers({ labId, users }: { labId: string; users: AdminUserDetail[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="lab-users">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="lab-users">
            {t('admin.lab.usersTitle')}
          </Title>
          <Button component={Link} to={newUserForLab(labId)} size="sm">
            {t('admin.lab.addUser')}
          </Button>
        </Group>
        {users.length === 0 && <Text size="sm">{t('admin.errors.noUserForLab')}</Text>}
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {users.map((user) => (
            <Group component="li" key={user.userId} gap="sm" wrap="wrap">
              <Anchor component={Link} to={staffPaths.user(user.userId)} style={{ overflowWrap: 'anywhere' }}>
                {user.firstName} {user.lastName} &lt;{user.email}&gt;
              </Anchor>
              <Badge variant="light" color="blue" tt="none">
                {t(`admin.userTypes.${user.userType}`)}
              </Badge>
              {user.mustChangePassword && (
                <Text size="xs" c="gray.7">
                  {t('admin.user.pendingFirstSignIn')}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
