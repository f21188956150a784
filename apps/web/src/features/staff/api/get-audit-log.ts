import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** One page of the audit trail, newest first (the server clamps the page). */
export const getAuditLog = (payload: PayloadOf<'getAuditLog'>) => callApi('getAuditLog', payload);

/** The audit page; the previous page stays on screen while the next one loads. */
export function useAuditLog(payload: PayloadOf<'getAuditLog'>) {
  return useQuery({
    queryKey: ['staff', 'audit', payload],
    queryFn: () => getAuditLog(payload),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
