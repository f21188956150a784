import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageCard } from '../../../components/form/page-card.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useDownloadDashboardReport } from '../api/download-dashboard-report.ts';
import { ReportProgress } from '../components/report-progress.tsx';
import { readPdfReportState } from '../report-request.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.pdfReport.title' };

/**
 * /dashboard/pdf-report (§7, §8 "failed report download"): why the PDF did not come, and a retry of the very same
 * request (sections, peers, language) with its progress bar.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const initial = readPdfReportState(useLocation().state);
  const [messageKey, setMessageKey] = useState(initial.messageKey);
  const download = useDownloadDashboardReport();
  const { request, fileName } = initial;

  const retry = () => {
    if (!request) return;
    download.mutate(
      { request, fileName },
      {
        onError: (error) => {
          const { message } = toApiCallError(error).error;
          setMessageKey(i18n.exists(message) ? message : 'errors.processError');
        },
      },
    );
  };

  return (
    <PageCard titleKey="pages.pdfReport.title">
      <Stack gap="md">
        {download.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {t('report.download.saved', { fileName })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" role="alert" title={t('report.failure.title')}>
            {t(messageKey)}
          </Alert>
        )}
        {download.isPending && <ReportProgress percent={download.percent} />}
        {request && !download.isSuccess && <Text size="sm">{t('report.failure.retryHint')}</Text>}
        <Group justify="space-between">
          <Button component={Link} to="/dashboard" variant="subtle">
            {t('report.failure.back')}
          </Button>
          {request && !download.isSuccess && (
            <Button onClick={retry} loading={download.isPending}>
              {t('report.failure.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </PageCard>
  );
}
