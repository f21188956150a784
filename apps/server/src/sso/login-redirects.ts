import { MESSAGE_TYPE_OF_PROVIDER, STRING_ERROR_CODES } from '@labbench/contract';
import type { SignInProvider } from '@labbench/contract';

/** The login page hands the token to the opener window, or signs in itself (docs/build-plan.md). */
export function loginTokenRedirect(provider: SignInProvider, token: string, sameWindow: boolean): string {
  const query = new URLSearchParams({ msg_type: MESSAGE_TYPE_OF_PROVIDER[provider], token });
  if (sameWindow) query.set('samewindow', '1');
  return `/login?${query.toString()}`;
}

/** Every failure looks the same to the browser: which provider, and that it did not work. */
export function signInFailedRedirect(provider: SignInProvider, sameWindow = false): string {
  const query = new URLSearchParams({
    msg_type: MESSAGE_TYPE_OF_PROVIDER[provider],
    error_code: STRING_ERROR_CODES.signInFailed,
    actual_media_type: provider,
  });
  if (sameWindow) query.set('samewindow', '1');
  return `/login?${query.toString()}`;
}
