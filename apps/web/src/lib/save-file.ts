import { TIMERS_MS } from '@labbench/contract';

/**
 * Saves a downloaded file under its name through a download link, then revokes the object URL after 40 s (§7 report
 * files): long enough for a slow browser to start saving. Used by the PDF report and every staff export.
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
