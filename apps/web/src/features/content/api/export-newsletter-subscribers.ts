import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import { saveStaffFile, subscribersFileName } from '../staff-file.ts';

/** Every confirmed subscriber as CSV. */
export const exportNewsletterSubscribers = (payload: PayloadOf<'exportNewsletterSubscribers'>) =>
  callApiFile('exportNewsletterSubscribers', payload);

/** Downloads and saves the list as `newsletter-subscribers-<today>.csv`. */
export function useExportNewsletterSubscribers() {
  return useMutation({
    mutationFn: exportNewsletterSubscribers,
    onSuccess: (blob) => saveStaffFile(blob, subscribersFileName(new Date())),
  });
}
