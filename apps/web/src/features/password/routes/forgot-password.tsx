import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { PageCard } from '../../../components/form/page-card.tsx';
import { readForgotState } from '../forgot-email-storage.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.forgotPassword.title' };

/** /forgot-password (§2). */
export function Component() {
  const { t } = useTranslation();
  const { rejectedEmail } = readForgotState(useLocation().state);
  return (
    <PageCard titleKey="pages.forgotPassword.title">
      <Text c="gray.7" mb="lg">
        {t('password.forgot.intro')}
      </Text>
      <ForgotPasswordForm rejectedEmail={rejectedEmail ?? null} />
    </PageCard>
  );
}
