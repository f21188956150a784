import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While the registration lists load, or when they could not be loaded (with a retry). */
export function ListsStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      // A screen tall, so the footer waits below the fold instead of jumping down when the form arrives (CLS).
      <Center py="xl" mih="calc(100dvh - var(--lb-header-height))">
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md" mt="md">
      <Alert color="red" variant="light" role="alert">
        {t('registration.listsFailed')}
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('registration.tryAgain')}
      </Button>
    </Stack>
  );
}
