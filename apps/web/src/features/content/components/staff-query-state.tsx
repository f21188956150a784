import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';

/**
 * A staff query's state: its loader, its failure translated with a way to try again, or the list's empty message;
 * nothing once there is something to show.
 */
export function StaffQueryState({
  isPending,
  error,
  empty,
  emptyKey,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  empty?: boolean;
  emptyKey?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (error) {
    const { error: apiError } = toApiCallError(error);
    return (
      <Alert color="red" role="alert">
        {t(apiError.message, { defaultValue: t('errors.processError') })}
        {onRetry && (
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
            {t('contentStaff.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('contentStaff.loading')} />
      </Center>
    );
  if (empty && emptyKey)
    return (
      <Text c="gray.7" py="md">
        {t(emptyKey)}
      </Text>
    );
  return null;
}
