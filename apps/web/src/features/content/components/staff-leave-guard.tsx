import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Warns before leaving an editor with unsaved changes: a dialog for a move inside the portal, the browser's own
 * question for closing or reloading the tab. `isDirty` is read when the move happens, so a save that navigates
 * right after passes.
 */
export function StaffLeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('contentStaff.leave.title')}
      centered
    >
      <Text size="sm">{t('contentStaff.leave.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('contentStaff.leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('contentStaff.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
