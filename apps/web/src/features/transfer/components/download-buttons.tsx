import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRANSFER_FORMATS } from '@labbench/contract';
import type { TransferFormat } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';

/** A CSV and an XLSX button for one download, with the message of a failed one. */
export function DownloadButtons({
  labelKey,
  pending,
  error,
  onDownload,
  disabled,
}: {
  labelKey: string;
  pending: TransferFormat | null;
  error: unknown;
  onDownload: (format: TransferFormat) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const message = error ? toApiCallError(error).error.message : null;
  return (
    <>
      <Group gap="sm">
        {TRANSFER_FORMATS.map((format) => (
          <Button
            key={format}
            variant="light"
            loading={pending === format}
            disabled={disabled || (pending !== null && pending !== format)}
            onClick={() => onDownload(format)}
          >
            {t(labelKey, { format: format.toUpperCase() })}
          </Button>
        ))}
      </Group>
      {message && (
        <Alert color="red" role="alert">
          {t(message, { defaultValue: t('errors.processError') })}
        </Alert>
      )}
    </>
  );
}
