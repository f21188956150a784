import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { transferFileName } from '../file-name.ts';

/** Every lab, as CSV or XLSX. */
export const exportLabList = (payload: PayloadOf<'exportLabList'>) => callApiFile('exportLabList', payload);

/** Downloads and saves the list as `labs.<format>`. */
export function useExportLabList() {
  return useMutation({
    mutationFn: exportLabList,
    onSuccess: (blob, payload) => saveFile(blob, transferFileName(['labs'], payload.format)),
  });
}
