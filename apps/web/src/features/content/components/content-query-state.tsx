import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STRING_ERROR_CODES } from '@labbench/contract/codes';
import { toApiCallError } from '../../../lib/api-client.ts';

interface ContentQueryStateProps {
  isPending: boolean;
  error: unknown;
  /** What the visitor reads when the article or page is not there (the server's `notFound`, or nothing published). */
  missingKey: string;
  missing?: boolean;
  back: { to: string; label: string };
  onRetry: () => void;
}

/** A content query's loader, its failure with a way to try again, or "not found" with the way back; else nothing. */
export function ContentQueryState({ isPending, error, missingKey, missing, back, onRetry }: ContentQueryStateProps) {
  const { t } = useTranslation();
  const notFound = missing || (error && toApiCallError(error).error.code === STRING_ERROR_CODES.notFound);
  if (notFound)
    return (
      <Stack gap="sm" role="status">
        <Text fw={600}>{t(missingKey)}</Text>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Stack>
    );
  if (error) {
    const { error: apiError } = toApiCallError(error);
    return (
      <Alert color="red" role="alert">
        {t(apiError.message, { defaultValue: t('errors.processError') })}
        <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
          {t('content.retry')}
        </Button>
      </Alert>
    );
  }
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('content.loading')} />
      </Center>
    );
  return null;
}
