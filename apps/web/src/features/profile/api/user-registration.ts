import type { PayloadOf } from '@labbench/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Saves a content reader's profile (§6/§7); used through `useUpdateProfile`, which picks the request by user type. */
export const userRegistration = (payload: PayloadOf<'userRegistration'>) => callApi('userRegistration', payload);
