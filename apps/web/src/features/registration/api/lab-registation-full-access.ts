import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The lab step of a signed-in user without a lab (/registration, sent there by the lab-code guard). */
export const labRegistrationFullAccess = (input: PayloadOf<'labRegistationFullAccess'>) =>
  callApi('labRegistationFullAccess', input);

export function useLabRegistrationFullAccess() {
  return useMutation({ mutationFn: labRegistrationFullAccess });
}
