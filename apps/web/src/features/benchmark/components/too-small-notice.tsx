import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A group below the minimum: no statistics at all, why, and the way back. */
export function TooSmallNotice({ n, minimum, onReset }: { n: number; minimum: number; onReset?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('benchmark.tooSmall.title')} role="alert" data-testid="too-small">
      <Text size="sm">{t('benchmark.tooSmall.text', { n, minimum })}</Text>
      {onReset && (
        <Button mt="sm" variant="white" onClick={onReset}>
          {t('benchmark.tooSmall.action')}
        </Button>
      )}
    </Alert>
  );
}
