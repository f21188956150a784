import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** How often the screen asks where an import stands while it is written. */
export const IMPORT_POLL_MS = 1000;

/** Where an import stands, as the database has it (any server process may be working on it). */
export const getAnswerImport = (payload: PayloadOf<'getAnswerImport'>) => callApi('getAnswerImport', payload);

/** The import's state, asked again every second while `polling`; nothing while there is no import. */
export function useAnswerImport(importId: string | null, polling: boolean) {
  return useQuery({
    queryKey: ['transfer', 'import', importId],
    queryFn: () => getAnswerImport({ importId: importId ?? '' }),
    enabled: importId !== null,
    refetchInterval: polling ? IMPORT_POLL_MS : false,
  });
}
