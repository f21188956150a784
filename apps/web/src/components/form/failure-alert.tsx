import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FailureMessage {
  messageKey: string;
  code: number | string | null;
}

/** A failed submit's message for the whole form; a numeric code of §8 is shown with it. */
export function FailureAlert({ failure }: { failure: FailureMessage | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-error-code={failure.code ?? undefined}>
      {t(failure.messageKey)}
      {typeof failure.code === 'number' && (
        <Text component="span" size="xs" c="gray.7" display="block" mt={4}>
          {t('password.errorCode', { code: failure.code })}
        </Text>
      )}
    </Alert>
  );
}
