import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import type { ImportState, ImportView } from '../import-flow.ts';
import { validationSearch } from '../import-flow.ts';

/** The bar of a step under way: the share of rows checked, or striped while the server writes. */
function StepProgress({ label, percent }: { label: string; percent: number | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" mb={4} aria-live="polite">
        {label}
      </Text>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        size="lg"
        aria-label={t('transfer.import.progressLabel')}
      />
    </div>
  );
}

/**
 * Where the import stands, in words: reading, checking (with progress), refused, ready with the Import button
 * (enabled only when every row passed), writing (the state polled from the server), and the result with the way
 * to the validation list.
 */
export function ImportStatus({
  state,
  polled,
  onImport,
  onAnother,
}: {
  state: ImportState;
  polled: ImportView | undefined;
  onImport: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const view = polled ?? state.view;
  const fmt = (n: number) => n.toLocaleString();
  if (state.phase === 'reading')
    return <StepProgress label={t('transfer.import.reading', { name: state.fileName })} percent={null} />;
  if (!view) return null;
  const summary = t('transfer.import.summary', {
    total: fmt(view.totalRows),
    valid: fmt(view.validRows),
    skipped: fmt(view.skippedRows),
    errors: fmt(view.errorCount),
    warnings: fmt(view.warningCount),
  });

  if (state.phase === 'checking')
    return (
      <StepProgress
        label={t('transfer.import.checking', { done: fmt(view.receivedRows), total: fmt(view.totalRows) })}
        percent={view.totalRows > 0 ? Math.round((view.receivedRows / view.totalRows) * 100) : 0}
      />
    );
  if (state.phase === 'writing')
    return <StepProgress label={t('transfer.import.writing', { count: fmt(view.validRows) })} percent={null} />;
  if (state.phase === 'done')
    return (
      <Alert color="green" role="status" title={t('transfer.import.doneTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('transfer.import.done', { count: fmt(view.writtenRows) })}</Text>
          <Group gap="md">
            <Anchor
              component={Link}
              to={`${staffPaths.validation}${validationSearch(view.category, view.round)}`}
              fw={600}
            >
              {t('transfer.import.openValidation')}
            </Anchor>
            <Button variant="default" size="xs" onClick={onAnother}>
              {t('transfer.import.another')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  // Stopped half-way (a failed call, shown above): no verdict on the file yet.
  if (view.status === 'checking') return <Text size="sm">{summary}</Text>;
  const ready = view.status === 'ready';
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      {ready ? (
        <Alert color="green" role="status">
          {t('transfer.import.ready', { count: fmt(view.validRows) })}
          {view.warningCount > 0 && (
            <Text size="sm" mt={4}>
              {t('transfer.import.warnings', { count: fmt(view.warningCount) })}
            </Text>
          )}
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {t('transfer.import.refused')}
        </Alert>
      )}
      <Group>
        <Button onClick={onImport} disabled={!ready}>
          {t('transfer.import.importButton')}
        </Button>
      </Group>
    </Stack>
  );
}
