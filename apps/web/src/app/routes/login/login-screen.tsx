import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignInProvider } from '@labbench/contract';
import { portalConfig } from '../../../config/portal-config.ts';
import { keepRememberMeChoice } from '../../../features/sso/remember-me-choice.ts';
import { offeredProviders, openSignInWindow } from '../../../features/sso/sign-in-window.ts';
import { useTokenLogin } from '../../../features/sso/use-token-login.ts';
import { ProviderButtons } from '../../../features/sso/components/provider-buttons.tsx';
import { useTokenSignIn } from '../../../features/auth/use-token-sign-in.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { TokenLoginAlert } from '../../../features/sso/components/token-login-alert.tsx';

const providers = offeredProviders(portalConfig.signInProviders, false);

function startProviderSignIn(provider: SignInProvider, rememberMe: boolean) {
  keepRememberMeChoice(rememberMe);
  openSignInWindow(provider, false);
}

/**
 * The login page (§2 Login): e-mail and password, and the configured providers in 700×500 pop-ups. In the
 * pop-up, at the end of a provider's sign-in, the same page hands the result to its opener and closes.
 */
export function LoginScreen({ labSignIn }: { labSignIn: boolean }) {
  const { t } = useTranslation();
  const { relayed, failure } = useTokenLogin(useTokenSignIn());

  return (
    <Container size={480} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        {relayed ? (
          <Title order={1} size="h2">
            {t('login.completing')}
          </Title>
        ) : (
          <>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="gray.7" mt={4} mb="lg">
              {t(labSignIn ? 'login.labSubtitle' : 'login.subtitle')}
            </Text>
            <TokenLoginAlert failure={failure} />
            <LoginForm
              offersSso={providers.includes('sso')}
              onProviderSignIn={startProviderSignIn}
              renderProviders={(start) => <ProviderButtons providers={providers} onSelect={start} />}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
