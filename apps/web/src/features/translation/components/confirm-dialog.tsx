import { Button, Group, Modal, Text } from '@mantine/core';
import { framedModalProps } from '../frame-offset.ts';
import { useToolTexts } from '../tool-texts.ts';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question on top of the editor (§5: the bulk save, leaving with unsaved texts). */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const t = useToolTexts();
  const framed = framedModalProps();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      zIndex={1070}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...framed}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
