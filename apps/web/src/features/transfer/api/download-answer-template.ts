import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { transferFileName } from '../file-name.ts';

/** A category's template for a round, as CSV or XLSX. */
export const downloadAnswerTemplate = (payload: PayloadOf<'downloadAnswerTemplate'>) =>
  callApiFile('downloadAnswerTemplate', payload);

/** Downloads and saves the template as `template-<category>-<round>.<format>`. */
export function useDownloadAnswerTemplate() {
  return useMutation({
    mutationFn: downloadAnswerTemplate,
    onSuccess: (blob, payload) =>
      saveFile(blob, transferFileName(['template', payload.category, payload.round], payload.format)),
  });
}
