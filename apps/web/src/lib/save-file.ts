import { TIMERS_MS } from '@labbench/contract';

/**
 * Saves a downloaded file under its name through a download link, then revokes the object URL after 40 s, as the PDF
 * report does (§7): long enough for a slow browser to start saving. Used by every staff export and the PDF report.
 */
export function saveFile(
  blob: Blob,
  name: string,
  doc: Document = document,
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
): void {
  const url = urls.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => urls.revokeObjectURL(url), TIMERS_MS.reportUrlRevoke);
}
