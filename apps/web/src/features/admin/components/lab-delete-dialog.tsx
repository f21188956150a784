import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLabDetail, LabRemoval } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useDeleteLab } from '../api/delete-laband-user.ts';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** A titled list of what goes or stays; "none" when empty, so the confirmation says so. */
function Named({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 && <Text size="sm">{t('admin.removal.none')}</Text>}
      <Stack component="ul" gap={2} m={0} pl="md">
        {items.map((item) => (
          <Text component="li" key={item} size="sm" style={WRAP}>
            {item}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The confirmation of a lab's deletion (D57): it names every user that goes, their open sessions, the responses not
 * validated that go, and — when validated responses keep the lab archived — those that stay. The deletion sends what
 * it named: if the lab changed meanwhile the server refuses and the screen loads again.
 */
export function LabDeleteDialog({
  lab,
  removal,
  opened,
  onClose,
  onDeleted,
  onChanged,
}: {
  lab: AdminLabDetail;
  removal: LabRemoval;
  opened: boolean;
  onClose: () => void;
  onDeleted: (status: 'Deleted' | 'Archived') => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const deleteLab = useDeleteLab();
  const [error, setError] = useState<string | null>(null);
  const response = (r: LabRemoval['openResponses'][number]) =>
    `${t(`footer.surveyTypes.${r.category}`)} ${r.round}${r.surveyStatus ? ` · ${t(`admin.removal.validated.${r.surveyStatus}`)}` : ''}`;
  const confirm = async () => {
    setError(null);
    try {
      const done = await deleteLab.mutateAsync({
        labId: lab.labId,
        version: lab.version,
        userIds: removal.users.map((u) => u.userId),
        openResponseIds: removal.openResponses.map((r) => r.responseId),
      });
      onDeleted(done.status);
    } catch (failure) {
      const { error: apiError } = toApiCallError(failure);
      if (apiError.code === 'record_changed' || apiError.code === 'not_found') return onChanged();
      setError(t(apiError.message, { defaultValue: t('errors.processError') }));
    }
  };
  const archive = removal.outcome === 'archive';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(archive ? 'admin.removal.archiveTitle' : 'admin.removal.deleteTitle', { name: lab.nameOfInstuation })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t(archive ? 'admin.removal.archiveText' : 'admin.removal.deleteText')}</Text>
        <Named
          title={t('admin.removal.users', { n: removal.users.length })}
          items={removal.users.map((u) => `${u.fullName} <${u.email}>`)}
        />
        <Text size="sm">{t('admin.removal.sessions', { n: removal.sessions })}</Text>
        <Named
          title={t('admin.removal.openResponses', { n: removal.openResponses.length })}
          items={removal.openResponses.map(response)}
        />
        {archive && (
          <Named
            title={t('admin.removal.keptResponses', { n: removal.keptResponses.length })}
            items={removal.keptResponses.map(response)}
          />
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" loading={deleteLab.isPending} onClick={() => void confirm()}>
            {t(archive ? 'admin.removal.confirmArchive' : 'admin.removal.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
