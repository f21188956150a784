import { TIMERS_MS } from '@labbench/contract';

/** The export's name with the day it was made (UTC), e.g. `newsletter-subscribers-2026-11-27.csv`. */
export const subscribersFileName = (now: Date) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Saves a downloaded file under its name through a download link, then revokes the object URL after the same delay as
 * the other downloads: long enough for a slow browser to start saving.
 */
export function saveStaffFile(
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
