import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A signed-in user changes the password (§4 "Password change", normal mode); only status 'Success' resolves. */
export const changePassword = (input: PayloadOf<'changePassword'>) => callApi('changePassword', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
