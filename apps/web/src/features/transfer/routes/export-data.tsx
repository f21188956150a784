import { useState } from 'react';
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useExportLabList } from '../api/export-lab-list.ts';
import { useExportSurveyResponses } from '../api/export-survey-responses.ts';
import { useTransferRounds } from '../api/get-transfer-rounds.ts';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { RoundPicker } from '../components/round-picker.tsx';
import type { RoundChoice } from '../components/round-picker.tsx';
import { TransferPage } from '../components/transfer-page.tsx';
import '../mantine-styles.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'transfer.export.title' };

/** /{company}-admin/export: a round's responses of a category, and the lab list, as CSV or XLSX. */
export function Component() {
  const { t } = useTranslation();
  const rounds = useTransferRounds();
  const [picked, setPicked] = useState<RoundChoice | null>(null);
  const responses = useExportSurveyResponses();
  const labs = useExportLabList();
  const first = rounds.data?.rounds[0];
  const choice = picked ?? (first ? { category: first.category, round: first.round } : null);

  return (
    <TransferPage title={t('transfer.export.title')} intro={t('transfer.export.intro')}>
      <Paper component="section" aria-label={t('transfer.export.responsesTitle')} withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('transfer.export.responsesTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('transfer.export.responsesHint')}
          </Text>
          {rounds.isPending && (
            <Center py="md">
              <Loader aria-label={t('transfer.loading')} />
            </Center>
          )}
          {rounds.isError && (
            <Alert color="red" role="alert">
              {t(toApiCallError(rounds.error).error.message, { defaultValue: t('errors.processError') })}
            </Alert>
          )}
          {rounds.data && choice && (
            <>
              <RoundPicker rounds={rounds.data.rounds} value={choice} onChange={setPicked} />
              <DownloadButtons
                labelKey="transfer.export.download"
                pending={responses.isPending ? (responses.variables?.format ?? null) : null}
                error={responses.error}
                onDownload={(format) => responses.mutate({ ...choice, format })}
              />
            </>
          )}
        </Stack>
      </Paper>
      <Paper component="section" aria-label={t('transfer.export.labsTitle')} withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('transfer.export.labsTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('transfer.export.labsHint')}
          </Text>
          <DownloadButtons
            labelKey="transfer.export.download"
            pending={labs.isPending ? (labs.variables?.format ?? null) : null}
            error={labs.error}
            onDownload={(format) => labs.mutate({ format })}
          />
        </Stack>
      </Paper>
    </TransferPage>
  );
}
