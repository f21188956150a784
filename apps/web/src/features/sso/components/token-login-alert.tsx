import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TokenLoginFailure } from '../use-token-login.ts';

/** Why a provider's sign-in did not sign the user in, naming the provider (§8 "login message with error.code"). */
export function TokenLoginAlert({ failure }: { failure: TokenLoginFailure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const provider = t(`login.providerNames.${failure.provider ?? 'socialNetwork'}`);
  return (
    <Alert color="red" variant="light" role="alert" mb="md" data-error-code={failure.code ?? undefined}>
      {t(failure.messageKey, { provider })}
    </Alert>
  );
}
