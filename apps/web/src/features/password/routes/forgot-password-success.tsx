import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/form/page-card.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { readForgotEmail, readForgotState } from '../forgot-email-storage.ts';
import type { ForgotNavigationState } from '../forgot-email-storage.ts';

/** The address was refused with 121 (§4, §8): it cannot be used here (a company address signs in with SSO). */
function InvalidEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const back: ForgotNavigationState = { rejectedEmail: email };
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert">
        <Text size="sm">{t('password.success.invalidEmail', { email })}</Text>
        <Text size="sm" mt={4}>
          {t('validation.emailDomainError')}
        </Text>
      </Alert>
      <Anchor component={Link} to="/forgot-password" state={back}>
        {t('password.success.editEmail')}
      </Anchor>
      <Anchor component={Link} to="/login">
        {t('password.success.goToLogin')}
      </Anchor>
    </Stack>
  );
}

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.forgotPasswordSuccess.title' };

/** /forgot-password-success (§2): the address kept in local storage, resend with its countdown, and edit. */
export function Component() {
  const { t } = useTranslation();
  const { invalidEmail } = readForgotState(useLocation().state);
  const [email] = useState(() => readForgotEmail());

  if (!email) {
    return (
      <PageCard titleKey="pages.forgotPasswordSuccess.title">
        <Text mb="md">{t('password.success.noEmail')}</Text>
        <Anchor component={Link} to="/forgot-password">
          {t('password.success.enterEmail')}
        </Anchor>
      </PageCard>
    );
  }
  if (invalidEmail) {
    return (
      <PageCard titleKey="password.success.invalidHeading">
        <InvalidEmail email={email} />
      </PageCard>
    );
  }
  return (
    <PageCard titleKey="pages.forgotPasswordSuccess.title">
      <Stack gap="lg">
        <div>
          <Text>{t('password.success.sentTo')}</Text>
          <Text fw={700} data-testid="forgot-password-email" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          <Text size="sm" c="gray.7" mt="xs">
            {t('password.success.nextStep')}
          </Text>
        </div>
        <ResendCode email={email} />
        <Anchor component={Link} to="/forgot-password">
          {t('password.success.editEmail')}
        </Anchor>
      </Stack>
    </PageCard>
  );
}
