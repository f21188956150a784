import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../use-answer-saver.ts';

/** Whether the answers are safe: saving, saved, or kept on this device until a retry succeeds. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Group gap="xs" role="status" aria-live="polite" mih={36}>
      {state === 'saving' && <Text size="sm">{t('surveyForm.saving')}</Text>}
      {state === 'saved' && (
        <Text size="sm" c="green.9">
          {t('surveyForm.saved')}
        </Text>
      )}
      {state === 'failed' && (
        <>
          <Text size="sm" c="red.9">
            {t(offline ? 'surveyForm.offline' : 'surveyForm.saveFailed')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={onRetry}>
            {t('surveyForm.retry')}
          </Button>
        </>
      )}
    </Group>
  );
}
