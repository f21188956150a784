import type { SignInProvider } from '@labbench/contract';
import { portalConfig } from '../../../config/portal-config.ts';
import { keepRememberMeChoice } from '../../../features/sso/remember-me-choice.ts';
import { offeredProviders, openSignInWindow } from '../../../features/sso/sign-in-window.ts';
import type { TokenLoginFailure } from '../../../features/sso/use-token-login.ts';
import { ProviderButtons } from '../../../features/sso/components/provider-buttons.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { TokenLoginAlert } from '../../../features/sso/components/token-login-alert.tsx';

const offered = {
  world: offeredProviders(portalConfig.signInProviders, false),
  china: offeredProviders(portalConfig.signInProviders, true),
};

/**
 * What both login screens show under their subtitle: why a provider's sign-in failed, the e-mail and password
 * form, and the site's providers. Elsewhere a provider's sign-in runs in a 700×500 pop-up; the China site has no
 * pop-ups, so there it runs in this window and comes back to /login.
 */
export function LoginFormWithProviders({
  chinaSite,
  failure,
}: {
  chinaSite: boolean;
  failure: TokenLoginFailure | null;
}) {
  const providers = chinaSite ? offered.china : offered.world;
  const startProviderSignIn = (provider: SignInProvider, rememberMe: boolean) => {
    keepRememberMeChoice(rememberMe);
    openSignInWindow(provider, chinaSite);
  };
  return (
    <>
      <TokenLoginAlert failure={failure} />
      <LoginForm
        offersSso={providers.includes('sso')}
        onProviderSignIn={startProviderSignIn}
        renderProviders={(start) => <ProviderButtons providers={providers} onSelect={start} />}
      />
    </>
  );
}
