import type { authRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getSession } from './get-session.ts';
import { signOut } from './sign-out.ts';
import { validateUser } from './validate-user.ts';

/** The auth domain's handlers: a request of `authRequests` without one here does not compile. */
export const authHandlers = {
  ValidateUser: validateUser,
  signOut,
  getSession,
} satisfies { [N in keyof typeof authRequests]: Handler<N> };
