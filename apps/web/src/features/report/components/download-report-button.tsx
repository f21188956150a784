import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack } from '@mantine/core';
import { REPORT_SECTIONS, areasOfSections, languageTag } from '@labbench/contract';
import type { ReportSection } from '@labbench/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiCallError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/locale-store.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useDownloadDashboardReport } from '../api/download-dashboard-report.ts';
import { reportFileNameOf, reportRequest } from '../report-request.ts';
import type { PdfReportState, ReportTarget } from '../report-request.ts';
import { ReportProgress } from './report-progress.tsx';

/** Where a failed download leaves the user, with its message and a retry (§7, §8). */
export const PDF_REPORT_PATH = '/dashboard/pdf-report';

/**
 * The dashboard's "Download PDF report" (§2 PDF generation, full or customised by section), shown only to users the
 * session allows (§6 viewDownloadBtn). The dialog stays open with a progress bar while the PDF downloads.
 */
export function DownloadReportButton(target: ReportTarget) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<'full' | 'custom'>('full');
  const [sections, setSections] = useState<ReportSection[]>([...REPORT_SECTIONS]);
  const download = useDownloadDashboardReport();

  if (!session?.user.viewDownloadBtn) return null;

  const request = reportRequest(target, kind === 'full' ? { kind } : { kind, sections }, currentLanguage());
  const fileName = reportFileNameOf(target, t);
  // A section is named by its areas, as the dashboard and the report name them (REPORT_SECTION_AREAS).
  const list = new Intl.ListFormat(languageTag(i18n.language), { type: 'conjunction' });
  const areaWords = (section: ReportSection) =>
    list.format(areasOfSections([section]).map((area) => t(`benchmark.area.${area}`)));
  const start = () => {
    if (!request) return;
    download.mutate(
      { request, fileName },
      {
        onSuccess: () => setOpened(false),
        onError: (error) => {
          const { message } = toApiCallError(error).error;
          const state: PdfReportState = {
            messageKey: i18n.exists(message) ? message : 'errors.processError',
            request,
            fileName,
          };
          void navigate(PDF_REPORT_PATH, { state });
        },
      },
    );
  };

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('report.download.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !download.isPending && setOpened(false)}
        title={t('report.download.title')}
        closeButtonProps={{ 'aria-label': t('report.download.close') }}
      >
        <Stack gap="md">
          <Radio.Group
            value={kind}
            onChange={(value) => setKind(value === 'custom' ? 'custom' : 'full')}
            label={t('report.download.kind')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="full" label={t('report.download.full')} disabled={download.isPending} />
              <Radio value="custom" label={t('report.download.custom')} disabled={download.isPending} />
            </Stack>
          </Radio.Group>
          {kind === 'custom' && (
            <Checkbox.Group
              value={sections}
              onChange={(value) => setSections(REPORT_SECTIONS.filter((s) => value.includes(s)))}
              label={t('report.download.sections')}
              error={request ? undefined : t('report.download.atLeastOne')}
            >
              <Stack gap="xs" mt="xs">
                {REPORT_SECTIONS.map((section) => (
                  <Checkbox key={section} value={section} label={areaWords(section)} disabled={download.isPending} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {download.isPending && <ReportProgress percent={download.percent} />}
          <Group justify="flex-end">
            <Button onClick={start} disabled={!request} loading={download.isPending}>
              {t('report.download.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
