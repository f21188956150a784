import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteContentTag } from '../api/delete-content-tag.ts';
import type { StaffTag } from './staff-tag-form.tsx';

/** The confirmation of a tag's deletion: it says how many articles lose it. */
export function StaffTagDelete({ tag, name, onClose }: { tag: StaffTag; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteContentTag();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ slug: tag.slug });
      showToast({ message: t('contentStaff.tags.deleted', { name }), type: 'success' });
      onClose();
    } catch (caught) {
      const { status, error } = toApiCallError(caught);
      const outcome = callFailure(status, error, [], (key) => i18n.exists(key));
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'errors.processError', code: null });
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('contentStaff.tags.deleteTitle', { name })} centered>
      <Text size="sm">{t('contentStaff.tags.deleteText', { count: tag.articles })}</Text>
      <FailureAlert failure={failure} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
          {t('contentStaff.tags.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
