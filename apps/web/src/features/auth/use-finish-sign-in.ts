import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMERS_MS } from '@labbench/contract/constants';
import type { Session } from '@labbench/contract';
import { isChinaSite, portalConfig } from '../../config/portal-config.ts';
import { toApiCallError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { authStore } from '../../lib/session/auth-store.ts';
import { landingPath } from './landing-path.ts';
import { takeLoginInitiator } from '../../lib/session/login-initiator.ts';
import { loginFailure } from './login-outcome.ts';
import type { LoginFailure } from './login-outcome.ts';

/** A failure the login screen shows itself (everything but the way on to /change-password). */
export type ShownLoginFailure = Exclude<LoginFailure, { kind: 'changePassword' }>;

/**
 * The end of every sign-in, by password or by a provider's token (§4 "Login outcomes"): success shows the login
 * flag for 6 s and goes to the login initiator or the user's landing page (on China, then scrolls to the top);
 * 110/120/130 go on to /change-password.
 */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const succeeded = useCallback(
    async (session: Session) => {
      showToast({ message: t('login.signedIn'), type: 'success', delay: TIMERS_MS.loginFlag });
      await navigate(landingPath(session.user.userType, takeLoginInitiator(), portalConfig.companySlug), {
        replace: true,
      });
      // §4 Navigation: on China, after the sign-in is validated, a smooth scroll to the top 100 ms later.
      if (isChinaSite) setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), TIMERS_MS.chinaScrollTop);
    },
    [t, navigate],
  );

  /** Null when the failure moved on to /change-password; else what to show. */
  const failed = useCallback(
    async (error: unknown): Promise<ShownLoginFailure | null> => {
      const { status, error: apiError } = toApiCallError(error);
      const failure = loginFailure(status, apiError);
      if (failure.kind !== 'changePassword') return failure;
      authStore.setLoginState(failure.loginState);
      await navigate('/change-password');
      return null;
    },
    [navigate],
  );

  return { succeeded, failed };
}
