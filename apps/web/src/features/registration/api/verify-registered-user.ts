import { useQuery } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';
import { BROWSER_ONLY } from '../../../lib/browser-only-query.ts';

/** Checks a mailed link's token: the e-mail verification link (/home/:token), or with `retry_reset` a reset link. */
export const verifyRegisteredUser = (payload: PayloadOf<'verifyRegisteredUser'>) =>
  callApi('verifyRegisteredUser', payload);

/**
 * Confirms the address of a verification link; the link works once, so never refetched or retried, and never asked
 * by the server's render of the screen.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', 'verify', token],
    queryFn: () => verifyRegisteredUser({ token }),
    meta: BROWSER_ONLY,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * §4 "Confirm password": on load, verify the reset link's token; once per token and page visit. Asked by the browser
 * only: its answer names the account's address, which no page the server keeps may hold.
 */
export function useVerifyResetLink(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', token],
    queryFn: () => verifyRegisteredUser({ token, retry_reset: 'Change_password' }),
    meta: BROWSER_ONLY,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
