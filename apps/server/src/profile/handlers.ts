import type { profileRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getcontentreaderprofile } from './getcontentreaderprofile.ts';
import { getuserprofile } from './getuserprofile.ts';
import { updateUserProfilenew } from './update-user-profilenew.ts';
import { userRegistration } from './user-registration.ts';

/** The profile domain's handlers: a request of `profileRequests` without one here does not compile. */
export const profileHandlers = {
  getuserprofile,
  getcontentreaderprofile,
  updateUserProfilenew,
  userRegistration,
} satisfies { [N in keyof typeof profileRequests]: Handler<N> };
