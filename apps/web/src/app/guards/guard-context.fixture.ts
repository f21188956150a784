import type { Session, UserType } from '@labbench/contract';
import { EMPTY_LOGIN_STATE } from '../../lib/session/auth-storage.ts';
import { currentUserWith, sessionWith } from '../../test/session.fixture.ts';
import type { GuardContext } from './guard.ts';

/** A session of the given user type; a current user with `labCode` unless that is null. */
export function sessionOf(userType: UserType, labCode: string | null = 'DEMO-CL-001', withCurrentUser = true): Session {
  return sessionWith({ userType }, withCurrentUser ? currentUserWith({ labCode, userType }) : null);
}

export function contextOf(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    session: null,
    loginState: EMPTY_LOGIN_STATE,
    isChinaSite: false,
    pathname: '/survey',
    search: '',
    ...overrides,
  };
}
