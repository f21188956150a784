import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/form/page-card.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useVerifyEmail } from '../api/verify-registered-user.ts';
import { verificationFailure } from '../registration-failure.ts';

/** After confirming, the user signs in and completes the profile (build plan, identity agreements). */
const SIGN_IN_THEN_PROFILE = `/login?${new URLSearchParams({ destination: '/complete-profile' }).toString()}`;

function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { status, error: apiError } = toApiCallError(error);
  if (verificationFailure(status, apiError) === 'unavailable') {
    return (
      <Stack gap="md" mt="md">
        <Alert color="red" variant="light" role="alert">
          {t('verifyEmail.unavailable')}
        </Alert>
        <Button variant="outline" onClick={onRetry}>
          {t('verifyEmail.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" mt="md">
      <Alert
        color="orange"
        variant="light"
        role="alert"
        title={t('verifyEmail.deadLinkTitle')}
        data-error-code={apiError.code}
      >
        {t('verifyEmail.deadLink')}
      </Alert>
      <Group gap="lg">
        <Anchor component={Link} to="/login" fw={600}>
          {t('verifyEmail.signIn')}
        </Anchor>
        <Anchor component={Link} to="/registration" fw={600}>
          {t('verifyEmail.register')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.emailVerification.title' };

/** /home/:token: the e-mailed verification link (§2). Confirms the address once, then on to sign in. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const check = useVerifyEmail(token);
  const done = useRef(false);

  useEffect(() => {
    if (!check.isSuccess || done.current) return;
    done.current = true;
    showToast({ message: t('verifyEmail.verified'), type: 'success' });
    // The login form fills in the confirmed address (router state, see features/auth/sign-in-state.ts).
    void navigate(SIGN_IN_THEN_PROFILE, { replace: true, state: { email: check.data.email } });
  }, [check.isSuccess, check.data, navigate, t]);

  return (
    <PageCard titleKey="pages.emailVerification.title">
      {check.isError ? (
        <LinkProblem error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('verifyEmail.checking')} />
        </Center>
      )}
    </PageCard>
  );
}
