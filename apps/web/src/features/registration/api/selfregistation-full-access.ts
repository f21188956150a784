import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The lab step of a signed-in content reader, who becomes a full-access (external) user. */
export const selfRegistrationFullAccess = (input: PayloadOf<'selfregistationFullAccess'>) =>
  callApi('selfregistationFullAccess', input);

export function useSelfRegistrationFullAccess() {
  return useMutation({ mutationFn: selfRegistrationFullAccess });
}
