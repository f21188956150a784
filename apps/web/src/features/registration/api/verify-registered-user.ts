import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Checks a mailed link's token: the e-mail verification link (/home/:token), or with `retry_reset` a reset link. */
export const verifyRegisteredUser = (payload: PayloadOf<'verifyRegisteredUser'>) =>
  callApi('verifyRegisteredUser', payload);

/** Confirms the address of a verification link; the link works once, so never refetched or retried. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', 'verify', token],
    queryFn: () => verifyRegisteredUser({ token }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** §4 "Confirm password": on load, verify the reset link's token; once per token and page visit. */
export function useVerifyResetLink(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', token],
    queryFn: () => verifyRegisteredUser({ token, retry_reset: 'Change_password' }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
