import { useMutation } from '@tanstack/react-query';
import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Gives or takes back the privacy consent of the profile (the Korea consent for Korea; the server applies the rule). */
export function updatePrivacyConsent(payload: PayloadOf<'updatePrivecyConsent'>) {
  return callApi('updatePrivecyConsent', payload);
}

export function useUpdatePrivacyConsent() {
  return useMutation({ mutationFn: updatePrivacyConsent });
}
