import { loginPath } from '../../lib/session/login-initiator.ts';
import type { Guard } from './guard.ts';

const FORCE_LOGIN_PARAM = 'forceLogin';

/** /home?forceLogin=1 (§2) prompts an unauthenticated visitor to sign in, coming back to /home afterwards. */
export const forceLoginGuard: Guard = ({ session, pathname, search }) => {
  const query = new URLSearchParams(search);
  if (session || query.get(FORCE_LOGIN_PARAM) !== '1') return null;
  query.delete(FORCE_LOGIN_PARAM);
  const rest = query.toString();
  return loginPath(`${pathname}${rest ? `?${rest}` : ''}`);
};
