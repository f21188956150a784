import { useQuery } from '@tanstack/react-query';
import { STRING_ERROR_CODES, verifyRegisteredUserResponse } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';

/** Checks the token of a reset link (§4 "Confirm password": on load verify token); answers whose e-mail it is. */
export async function verifyResetLink(token: string) {
  const data = await callApi('verifyRegisteredUser', { token, retry_reset: 'Change_password' });
  const parsed = verifyRegisteredUserResponse.safeParse(data);
  if (!parsed.success)
    throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  return parsed.data;
}

/** Once per token and page visit; a fresh check when the screen is opened again. */
export function useVerifyResetLink(token: string) {
  return useQuery({
    queryKey: ['verifyRegisteredUser', token],
    queryFn: () => verifyResetLink(token),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
