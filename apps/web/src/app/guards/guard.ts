import type { Session } from '@labbench/contract';
import type { LoginState } from '../../lib/session/auth-storage.ts';

/** What a route guard decides on: who is signed in and the address being entered. */
export interface GuardContext {
  /** The session when signed in with a token that has not expired, else null. */
  session: Session | null;
  loginState: LoginState;
  isChinaSite: boolean;
  pathname: string;
  search: string;
}

/** Lets the navigation through (null) or names the address to go to instead. */
export type Guard = (context: GuardContext) => string | null;
