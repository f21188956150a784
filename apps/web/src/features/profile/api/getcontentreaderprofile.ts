import type { UserType } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** A content reader's profile (§6); read through `useProfile`, which picks the request by user type. */
export function getcontentreaderprofile(userType: UserType) {
  return callApi('getcontentreaderprofile', { userType });
}
