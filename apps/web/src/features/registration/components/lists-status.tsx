import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While the registration lists load, or when they could not be loaded (with a retry). */
export function ListsStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <Center py="xl">
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
