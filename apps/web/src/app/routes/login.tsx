import { Container, Paper, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { REGFOR_PARAM } from '../../features/auth/login-initiator.ts';

/** /login; `regfor=lab` is the lab sign-in (§2). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const labSignIn = params.get(REGFOR_PARAM) === 'lab';

  return (
    <Container size={480} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        <Text c="gray.7" mt={4} mb="lg">
          {t(labSignIn ? 'login.labSubtitle' : 'login.subtitle')}
        </Text>
        <LoginForm />
      </Paper>
    </Container>
  );
}
