import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The lab's band per KPI under each standard peer group. */
export const getBenchmarkSensitivity = (payload: PayloadOf<'getBenchmarkSensitivity'>) =>
  callApi('getBenchmarkSensitivity', payload);

export function useBenchmarkSensitivity(payload: PayloadOf<'getBenchmarkSensitivity'> | null) {
  return useQuery({
    queryKey: ['benchmark', 'sensitivity', payload],
    queryFn: () => getBenchmarkSensitivity(payload as PayloadOf<'getBenchmarkSensitivity'>),
    enabled: payload !== null,
    retry: false,
  });
}
