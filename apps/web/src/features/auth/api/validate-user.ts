import { useMutation } from '@tanstack/react-query';
import { STRING_ERROR_CODES } from '@labbench/contract/codes';
import type { PayloadOf } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/session/auth-store.ts';

type ValidateUserInput = PayloadOf<'ValidateUser'>;

/** Signs in with e-mail and password; on success the token (stored by the api client) and session are kept. */
export async function validateUser(input: ValidateUserInput) {
  const session = await callApi('ValidateUser', input);
  const { token } = authStore.get();
  if (!token) throw new ApiCallError(200, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
  authStore.signedIn(token, session);
  return session;
}

export function useValidateUser() {
  return useMutation({ mutationFn: validateUser });
}
