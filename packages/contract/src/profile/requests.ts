import { define } from '../api/request-definition.ts';
import { getProfilePayload, profileSchema, profileUpdatedResponse, updateProfilePayload } from './schemas.ts';

/** The own profile (§2 Complete profile, §6: external users and content readers have their own calls). */
export const profileRequests = {
  getuserprofile: define({ payload: getProfilePayload, response: profileSchema, access: 'fullAccess' }),
  getcontentreaderprofile: define({ payload: getProfilePayload, response: profileSchema, access: 'contentReader' }),
  updateUserProfilenew: define({
    payload: updateProfilePayload,
    response: profileUpdatedResponse,
    access: 'labMember',
  }),
  /** The content readers' profile update ("user registration" of §6/§7). */
  userRegistration: define({
    payload: updateProfilePayload,
    response: profileUpdatedResponse,
    access: 'contentReader',
  }),
};
