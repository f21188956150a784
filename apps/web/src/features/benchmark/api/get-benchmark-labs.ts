import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Labs with a validated response, for staff to view as (pages of 10). */
export const getBenchmarkLabs = (payload: PayloadOf<'getBenchmarkLabs'>) => callApi('getBenchmarkLabs', payload);

/** One page of the lab picker; the previous page stays on screen while the next one loads. */
export function useBenchmarkLabs(payload: PayloadOf<'getBenchmarkLabs'>) {
  return useQuery({
    queryKey: ['benchmark', 'labs', payload],
    queryFn: () => getBenchmarkLabs(payload),
    placeholderData: keepPreviousData,
  });
}
