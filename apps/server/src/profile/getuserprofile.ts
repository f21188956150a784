import type { Handler } from '../api/handler.ts';
import { ownProfile } from './own-profile.ts';

/** getuserprofile: the caller's own profile; full-site users and staff (§6). */
export const getuserprofile: Handler<'getuserprofile'> = (_payload, ctx) => ownProfile(ctx);
