import { useCallback } from 'react';
import type { LoginType } from '@labbench/contract';
import { spinner } from '../../lib/spinner.ts';
import { validateUser } from './api/validate-user.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** A provider's login token to sign in with (§4 "Token login"). */
export interface TokenSignIn {
  loginToken: string;
  loginType: LoginType;
  rememberMe: boolean;
}

/**
 * Signs in with a provider's login token and ends like any sign-in (use-finish-sign-in). Resolves to the message
 * key to show when that failed, or null (signed in, or gone on to /change-password).
 */
export function useTokenSignIn(): (input: TokenSignIn) => Promise<string | null> {
  const { succeeded, failed } = useFinishSignIn();
  return useCallback(
    async ({ loginToken, loginType, rememberMe }: TokenSignIn) => {
      // The China site shows the text under the spinner (§2 Other): a provider's sign-in ends here after a redirect.
      spinner.show('login.completing');
      try {
        const session = await validateUser({ email: '', password: '', loginToken, loginType, remember_me: rememberMe });
        await succeeded(session);
        return null;
      } catch (error) {
        return (await failed(error))?.messageKey ?? null;
      } finally {
        spinner.hide();
      }
    },
    [succeeded, failed],
  );
}
