import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import type { FileProgress } from '../../../lib/api-client.ts';
import type { ReportDownload } from '../report-request.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The PDF report as a Blob (§7 report file calls), with the download's progress. */
export const downloadDashboardReport = (
  payload: PayloadOf<'downloadDashboardReport'>,
  onProgress?: (progress: FileProgress) => void,
) => callApiFile('downloadDashboardReport', payload, { onProgress });

/**
 * Downloads and saves the report. `percent` is null while the server prints (nothing has arrived, or no length was
 * sent): the bar then shows that work is under way without a figure.
 */
export function useDownloadDashboardReport() {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request }: ReportDownload) => {
      setPercent(null);
      return downloadDashboardReport(request, ({ loaded, total }) =>
        setPercent(total && loaded > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
      );
    },
    onSuccess: (blob, { fileName }) => saveFile(blob, fileName),
  });
  return { ...mutation, percent };
}
