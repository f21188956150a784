import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminLabDetail, AdminUserDetail } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLinkUser } from '../api/validate-user-link.ts';
import { LabPicker } from './lab-picker.tsx';

/**
 * The user's lab: the lab they are in, and the way to link them to another or take them out (validateUserLink,
 * based on the user's version). Not while the user form above holds unsaved edits: linking changes the user's
 * version, and the edits would then be refused.
 */
export function UserLab({
  user,
  lab,
  blocked,
  onLinked,
}: {
  user: AdminUserDetail;
  lab: AdminLabDetail | null;
  blocked: boolean;
  onLinked: () => void;
}) {
  const { t } = useTranslation();
  const link = useLinkUser();
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const linkTo = async (labId: string | null) => {
    setError(null);
    try {
      await link.mutateAsync({ loginUserId: user.userId, labId, version: user.version });
      showToast({ message: t(labId ? 'admin.userLab.linked' : 'admin.userLab.unlinked'), type: 'success' });
      setPicked('');
      onLinked();
    } catch (failure) {
      const { error: apiError } = toApiCallError(failure);
      if (apiError.code === 'record_changed') {
        showToast({ message: t('admin.errors.recordChanged'), type: 'error' });
        return onLinked();
      }
      setError(t(apiError.message, { defaultValue: t('errors.processError') }));
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="user-lab">
      <Stack gap="sm">
        <Title order={2} size="h4" id="user-lab">
          {t('admin.userLab.title')}
        </Title>
        {lab ? (
          <Text size="sm">
            {t('admin.userLab.current')}{' '}
            <Anchor component={Link} to={staffPaths.lab(lab.labId)} style={{ overflowWrap: 'anywhere' }}>
              {lab.nameOfInstuation} ({lab.labCode ?? '—'})
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">{t('admin.user.noLab')}</Text>
        )}
        {user.userType === 'internal' ? (
          <Text size="sm" c="gray.7">
            {t('admin.errors.typeWithoutLab')}
          </Text>
        ) : (
          <>
            <LabPicker value={picked} onChange={setPicked} label={t('admin.userLab.pick')} />
            {blocked && <Text size="sm">{t('admin.userLab.saveFirst')}</Text>}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group gap="sm">
              <Button disabled={!picked || blocked} loading={link.isPending} onClick={() => void linkTo(picked)}>
                {t('admin.userLab.link')}
              </Button>
              {lab && (
                <Button variant="default" disabled={blocked} onClick={() => void linkTo(null)}>
                  {t('admin.userLab.unlink')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
