import { TIMERS_MS } from '@labbench/contract';

/**
 * Saves the PDF under `fileName` (lab, category and round, issue 18 §2 item 2) through a download link, then revokes
 * the object URL after 40 s (§7, §9): long enough for a slow browser to start saving, and the blob does not stay in
 * memory for the page's life.
 */
export function saveReport(
  blob: Blob,
  fileName: string,
  doc: Document = document,
  urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
): void {
  const url = urls.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => urls.revokeObjectURL(url), TIMERS_MS.reportUrlRevoke);
}
