import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';

/** What a page shows while its call runs or after it failed; nothing once it has data. */
export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" role="alert">
        {t(toApiCallError(error).error.message, { defaultValue: t('errors.processError') })}
      </Alert>
    );
  }
  if (!isPending) return null;
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
