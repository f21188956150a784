import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { subscribersFileName } from '../staff-file.ts';

/** Every confirmed subscriber as CSV. */
export const exportNewsletterSubscribers = (payload: PayloadOf<'exportNewsletterSubscribers'>) =>
  callApiFile('exportNewsletterSubscribers', payload);

/** Downloads and saves the list as `newsletter-subscribers-<today>.csv`. */
export function useExportNewsletterSubscribers() {
  return useMutation({
    mutationFn: exportNewsletterSubscribers,
    onSuccess: (blob) => saveFile(blob, subscribersFileName(new Date())),
  });
}
