import { Alert, Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/auth-store.ts';
import { loginPath } from '../../../lib/session/login-initiator.ts';
import { readSuccessfulResetState } from '../change-password-mode.ts';
import { PageCard } from '../../../components/form/page-card.tsx';

/** After sign-in the user lands on /survey (§2): /login records it as the login initiator from `destination`. */
const AFTER_RESET = '/survey';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.successfulReset.title' };

/** /successfull-reset (§2): the new password is set; on to sign in. */
export function Component() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const { verificationMailSent } = readSuccessfulResetState(useLocation().state);
  return (
    <PageCard titleKey="pages.successfulReset.title">
      <Text mb="lg">{t('password.reset.text')}</Text>
      {verificationMailSent && (
        <Alert color="blue" variant="light" mb="lg">
          {t('password.reset.verifyEmail')}
        </Alert>
      )}
      <Button component={Link} to={signedIn ? AFTER_RESET : loginPath(AFTER_RESET)} size="md" fullWidth>
        {t('password.reset.continue')}
      </Button>
    </PageCard>
  );
}
