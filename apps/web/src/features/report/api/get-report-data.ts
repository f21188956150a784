import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** What the /report page prints, for the holder of a single-use grant (the server's PDF printer). */
export const getReportData = (grant: string) => callApi('getReportData', { grant });

/** Asked once: the grant is good for one call, so no retry, no refetch. */
export function useReportData(grant: string | null) {
  return useQuery({
    queryKey: ['report', 'data', grant],
    queryFn: () => getReportData(grant ?? ''),
    enabled: !!grant,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
