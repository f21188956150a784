import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginType, SignInProvider } from '@labbench/contract';
import {
  acceptedLoginMessage,
  loginMessageFromQuery,
  loginTypeOf,
  postedLoginMessage,
  providerOf,
  ranInSameWindow,
  searchWithoutLoginMessage,
} from './login-message.ts';
import type { LoginMessage } from './login-message.ts';
import { takeRememberMeChoice } from './remember-me-choice.ts';

/** A provider sign-in that did not end in a session: the message, and the provider it names (if any). */
export interface TokenLoginFailure {
  messageKey: string;
  /** The error code the provider's sign-in ended with (§8 "login message with error.code"), or null. */
  code: string | null;
  provider: SignInProvider | null;
}

/** Signs in with a login token (auth's, given by `app/`); resolves to the message key of a failure, or null. */
export type SignInWithToken = (input: {
  loginToken: string;
  loginType: LoginType;
  rememberMe: boolean;
}) => Promise<string | null>;

/** The window that opened this one, when it is a page of this site; it is the one that signs in. */
function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Reading another origin's location throws: not ours.
    return null;
  }
}

/** The failure a provider's sign-in reported itself (an error code instead of a token). */
function reportedFailure(message: Extract<LoginMessage, { kind: 'error' }>): TokenLoginFailure {
  return { messageKey: 'errors.signInFailed', code: message.code, provider: message.provider };
}

/**
 * Token login (§4) on the login page. Loaded with a login message in the query (the end of a provider's
 * sign-in): in the sign-in pop-up it posts the message to the login page that opened it and closes; in a
 * window of its own it signs in itself. Meanwhile it listens for the pop-up's message.
 */
export function useTokenLogin(signIn: SignInWithToken): { relayed: boolean; failure: TokenLoginFailure | null } {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Decided on the first render, so the pop-up never shows the form it is about to close.
  const [queryMessage] = useState(() => loginMessageFromQuery(search));
  const [opener] = useState(() => (queryMessage && !ranInSameWindow(search) ? sameOriginOpener() : null));
  const [failure, setFailure] = useState<TokenLoginFailure | null>(() =>
    !opener && queryMessage?.kind === 'error' ? reportedFailure(queryMessage) : null,
  );
  // A token works once: a second message with it (or the query read again) must not cost a failed sign-in.
  const usedTokens = useRef(new Set<string>());
  const queryRead = useRef(false);

  /** Signs in with the token; resolves to what to show when that failed. */
  const signInWithToken = useCallback(
    async (message: Extract<LoginMessage, { kind: 'token' }>): Promise<TokenLoginFailure | null> => {
      if (usedTokens.current.has(message.token)) return null;
      usedTokens.current.add(message.token);
      const shownKey = await signIn({
        loginToken: message.token,
        loginType: loginTypeOf(message.msgType),
        rememberMe: takeRememberMeChoice(),
      });
      if (!shownKey) return null;
      // A token the server refuses (expired, used) is a failed provider sign-in, not a wrong password.
      const messageKey = shownKey === 'errors.invalidCredentials' ? 'errors.signInFailed' : shownKey;
      return { messageKey, code: null, provider: providerOf(message.msgType) };
    },
    [signIn],
  );

  useEffect(() => {
    if (queryRead.current || !queryMessage) return;
    queryRead.current = true;
    if (opener) {
      opener.postMessage(postedLoginMessage(queryMessage), window.location.origin);
      window.close();
      return;
    }
    void navigate({ search: searchWithoutLoginMessage(search) }, { replace: true });
    if (queryMessage.kind === 'token') void signInWithToken(queryMessage).then(setFailure);
  }, [queryMessage, search, opener, navigate, signInWithToken]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = acceptedLoginMessage(event, window.location.origin);
      if (message?.kind === 'token') void signInWithToken(message).then(setFailure);
      else if (message) setFailure(reportedFailure(message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signInWithToken]);

  return { relayed: opener !== null, failure };
}
