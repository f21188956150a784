import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';

/** A query's loader, or its failure translated (a record gone says so), or nothing once there is data. */
export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    const { error: apiError } = toApiCallError(error);
    return (
      <Alert color="red" role="alert">
        {t(apiError.message, { defaultValue: t('errors.processError') })}
      </Alert>
    );
  }
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('admin.loading')} />
      </Center>
    );
  return null;
}
