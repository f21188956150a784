import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useVerifyResetLink } from '../api/verify-registered-user.ts';
import { linkCheckFailure } from '../call-failure.ts';
import { ConfirmPasswordForm } from '../components/confirm-password-form.tsx';
import { PageCard } from '../../../components/form/page-card.tsx';

/** The link cannot be used (expired, used, unknown) or could not be checked now. */
function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const kind = error instanceof ApiCallError ? linkCheckFailure(error.status, error.error) : ('unavailable' as const);
  if (kind === 'unavailable') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {t('password.confirm.unavailable')}
        </Alert>
        <Button variant="outline" onClick={onRetry}>
          {t('password.confirm.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert" title={t('password.confirm.deadLinkTitle')}>
        {t('password.confirm.deadLink')}
      </Alert>
      <Anchor component={Link} to="/forgot-password" fw={600}>
        {t('password.confirm.requestNew')}
      </Anchor>
    </Stack>
  );
}

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.confirmPassword.title' };

/** /confirm-password/:token (§2, §4 "Confirm password"): the link is checked first, then the form. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useVerifyResetLink(token);

  return (
    <PageCard titleKey="pages.confirmPassword.title">
      {check.isPending ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('password.confirm.checkingLink')} />
        </Center>
      ) : check.isError ? (
        <LinkProblem error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <>
          <Text c="gray.7" mb="lg" style={{ overflowWrap: 'anywhere' }}>
            {t('password.confirm.intro', { email: check.data.email })}
          </Text>
          <ConfirmPasswordForm token={token} />
        </>
      )}
    </PageCard>
  );
}
