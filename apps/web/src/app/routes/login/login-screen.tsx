import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTokenLogin } from '../../../features/sso/use-token-login.ts';
import { useTokenSignIn } from '../../../features/auth/use-token-sign-in.ts';
import { LoginFormWithProviders } from './login-form-with-providers.tsx';

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
            <LoginFormWithProviders chinaSite={false} failure={failure} />
          </>
        )}
      </Paper>
    </Container>
  );
}
