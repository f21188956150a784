import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The categories and rounds staff may pick for a template, an import or an export. */
export const getTransferRounds = () => callApi('getTransferRounds', {});

export function useTransferRounds() {
  return useQuery({ queryKey: ['transfer', 'rounds'], queryFn: getTransferRounds });
}
