import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/session/auth-store.ts';
import { changePasswordMode } from '../change-password-mode.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { PageCard } from '../../../components/form/page-card.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.changePassword.title' };

/** /change-password behind the password guard (§2): why the change is needed, then the form (§4). */
export function Component() {
  const { t } = useTranslation();
  const { session, loginState } = useAuth();
  const mode = changePasswordMode(loginState, session);

  return (
    <PageCard titleKey="pages.changePassword.title">
      <Stack gap="lg">
        {mode.kind === 'pending' && (
          <Alert color="yellow" variant="light" title={t(`password.change.reason.${mode.reason}.title`)}>
            {t(`password.change.reason.${mode.reason}.text`)}
          </Alert>
        )}
        {mode.kind === 'signedIn' && <Text c="gray.7">{t('password.change.intro')}</Text>}
        {mode.kind === 'unavailable' ? (
          <Stack gap="sm">
            <Alert color="orange" variant="light" role="alert">
              {t('password.change.unavailable')}
            </Alert>
            <Anchor component={Link} to="/login">
              {t('password.change.signIn')}
            </Anchor>
          </Stack>
        ) : (
          <ChangePasswordForm mode={mode} />
        )}
      </Stack>
    </PageCard>
  );
}
