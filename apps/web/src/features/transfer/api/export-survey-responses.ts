import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { transferFileName } from '../file-name.ts';

/** A category's responses of a round, as CSV or XLSX. */
export const exportSurveyResponses = (payload: PayloadOf<'exportSurveyResponses'>) =>
  callApiFile('exportSurveyResponses', payload);

/** Downloads and saves them as `responses-<category>-<round>.<format>`. */
export function useExportSurveyResponses() {
  return useMutation({
    mutationFn: exportSurveyResponses,
    onSuccess: (blob, payload) =>
      saveFile(blob, transferFileName(['responses', payload.category, payload.round], payload.format)),
  });
}
