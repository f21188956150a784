import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { PasswordPage } from '../components/password-page.tsx';
import { readForgotState } from '../forgot-email-storage.ts';

/** /forgot-password (§2). */
export function Component() {
  const { t } = useTranslation();
  const { rejectedEmail } = readForgotState(useLocation().state);
  return (
    <PasswordPage titleKey="pages.forgotPassword.title">
      <Text c="gray.7" mb="lg">
        {t('password.forgot.intro')}
      </Text>
      <ForgotPasswordForm rejectedEmail={rejectedEmail ?? null} />
    </PasswordPage>
  );
}
