import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTokenLogin } from '../../../features/sso/use-token-login.ts';
import { useTokenSignIn } from '../../../features/auth/use-token-sign-in.ts';
import { LoginFormWithProviders } from './login-form-with-providers.tsx';
import classes from './china-login-screen.module.css';

/**
 * The China site's own login (§2 Login, §4 "Site-location variants"): an introduction beside the e-mail and
 * password form; single sign-on, corporate identity and the professional network in the same window; no
 * social-network sign-in.
 */
export function ChinaLoginScreen({ labSignIn }: { labSignIn: boolean }) {
  const { t } = useTranslation();
  const { failure } = useTokenLogin(useTokenSignIn());

  return (
    <Container size={960} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" className={classes.card}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <div className={classes.intro}>
            <Title order={1} size="h2" className={classes.title}>
              {t('login.china.title')}
            </Title>
            <Text mt="sm" className={classes.introText}>
              {t('login.china.intro')}
            </Text>
          </div>
          <div className={classes.formSide}>
            <Text c="gray.7" mb="lg">
              {t(labSignIn ? 'login.labSubtitle' : 'login.subtitle')}
            </Text>
            <LoginFormWithProviders chinaSite failure={failure} />
          </div>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
