import { useState } from 'react';
import { Alert, Center, FileInput, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_LIMITS } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/locale-store.ts';
import { useDownloadAnswerTemplate } from '../api/download-answer-template.ts';
import { useTransferRounds } from '../api/get-transfer-rounds.ts';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { ImportPreview } from '../components/import-preview.tsx';
import { ImportStatus } from '../components/import-status.tsx';
import { ProblemList } from '../components/problem-list.tsx';
import { RoundPicker } from '../components/round-picker.tsx';
import type { RoundChoice } from '../components/round-picker.tsx';
import { TransferPage } from '../components/transfer-page.tsx';
import { useImportFlow } from '../use-import-flow.ts';
import '../mantine-styles.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'transfer.import.title' };

const MB = IMPORT_LIMITS.maxFileBytes / (1024 * 1024);

/**
 * /{company}-admin/import: staff pick a category and round, download its template, pick the filled-in CSV or XLSX;
 * every row is checked by the server as the form checks it and the preview marks each problem; Import writes all
 * rows or none, and the responses wait for validation like submitted ones (D63).
 */
export function Component() {
  const { t } = useTranslation();
  const rounds = useTransferRounds();
  const [picked, setPicked] = useState<RoundChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const template = useDownloadAnswerTemplate();
  const flow = useImportFlow();
  const first = rounds.data?.rounds.find((r) => r.importable) ?? rounds.data?.rounds[0];
  const choice = picked ?? (first ? { category: first.category, round: first.round } : null);
  const chosen = rounds.data?.rounds.find((r) => r.category === choice?.category && r.round === choice.round);
  const busy = flow.state.phase === 'reading' || flow.state.phase === 'checking' || flow.state.phase === 'writing';
  const { grid, problems, view, error } = flow.state;

  const choose = (next: RoundChoice) => {
    setPicked(next);
    setFile(null);
    flow.reset();
  };
  const pick = (next: File | null) => {
    setFile(next);
    if (next && choice) void flow.pick(next, choice.category, choice.round);
    else flow.reset();
  };

  return (
    <TransferPage title={t('transfer.import.title')} intro={t('transfer.import.intro')}>
      {rounds.isPending && (
        <Center py="xl">
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
          <Paper component="section" aria-label={t('transfer.import.templateTitle')} withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('transfer.import.templateTitle')}
              </Title>
              <RoundPicker rounds={rounds.data.rounds} value={choice} onChange={choose} disabled={busy} />
              <Text size="sm" c="gray.7">
                {t('transfer.import.templateHint')}
              </Text>
              <DownloadButtons
                labelKey="transfer.import.template"
                pending={template.isPending ? (template.variables?.format ?? null) : null}
                error={template.error}
                onDownload={(format) => template.mutate({ ...choice, format, language: currentLanguage() })}
              />
            </Stack>
          </Paper>
          <Paper component="section" aria-label={t('transfer.import.fileTitle')} withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('transfer.import.fileTitle')}
              </Title>
              {chosen && !chosen.importable && (
                <Alert color="yellow" role="status">
                  {t('transfer.import.notImportable')}
                </Alert>
              )}
              <FileInput
                label={t('transfer.import.fileLabel')}
                placeholder={t('transfer.import.filePlaceholder')}
                description={t('transfer.import.fileLimits', {
                  size: MB,
                  rows: IMPORT_LIMITS.maxRows.toLocaleString(),
                })}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={file}
                onChange={pick}
                clearable
                disabled={busy || !chosen?.importable}
              />
              {error && (
                <Alert color="red" role="alert">
                  {t(error, { defaultValue: t('errors.processError') })}
                </Alert>
              )}
              <ImportStatus
                state={flow.state}
                polled={flow.polled}
                onImport={() => void flow.commit()}
                onAnother={() => pick(null)}
              />
              <ProblemList problems={problems} leftOut={view?.problemsLeftOut ?? 0} />
            </Stack>
          </Paper>
          {grid && flow.state.phase !== 'done' && <ImportPreview grid={grid} problems={problems} />}
        </>
      )}
    </TransferPage>
  );
}
