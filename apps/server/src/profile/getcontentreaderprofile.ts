import type { Handler } from '../api/handler.ts';
import { ownProfile } from './own-profile.ts';

/** getcontentreaderprofile: the caller's own profile; content readers only (§6). */
export const getcontentreaderprofile: Handler<'getcontentreaderprofile'> = (_payload, ctx) => ownProfile(ctx);
