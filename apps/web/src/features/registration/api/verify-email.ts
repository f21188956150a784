import { useQuery } from '@tanstack/react-query';
import { STRING_ERROR_CODES, verifyRegisteredUserResponse } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Confirms the address of a mailed verification link (/home/:token); the link works once. */
export async function verifyEmail(token: string) {
  const parsed = verifyRegisteredUserResponse.safeParse(await callApi('verifyRegisteredUser', { token }));
  if (!parsed.success) {
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  }
  return parsed.data;
}

/** One call per token and visit: a used link would fail a second time, so never refetched or retried. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', 'verify', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
