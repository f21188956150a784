import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLabDetail, AdminUserDetail } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useDeleteUser } from '../api/delete-user.ts';

/**
 * The confirmation of a user's deletion: it names the account, its lab and the sessions that end at once, and says
 * that the answers the user gave stay with the lab.
 */
export function UserDeleteDialog({
  user,
  lab,
  opened,
  onClose,
  onDeleted,
  onChanged,
}: {
  user: AdminUserDetail;
  lab: AdminLabDetail | null;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await deleteUser.mutateAsync({ emailId: user.email, version: user.version });
      onDeleted();
    } catch (failure) {
      const { error: apiError } = toApiCallError(failure);
      if (apiError.code === 'record_changed') return onChanged();
      setError(t(apiError.message, { defaultValue: t('errors.processError') }));
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.userRemoval.title', { email: user.email })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.userRemoval.account', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
        </Text>
        {lab && <Text size="sm">{t('admin.userRemoval.lab', { lab: lab.nameOfInstuation })}</Text>}
        <Text size="sm">{t('admin.removal.sessions', { n: user.sessions })}</Text>
        <Text size="sm">{t('admin.userRemoval.answersStay')}</Text>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" loading={deleteUser.isPending} onClick={() => void confirm()}>
            {t('admin.userRemoval.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
