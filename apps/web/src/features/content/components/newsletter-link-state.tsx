import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STRING_ERROR_CODES } from '@labbench/contract/codes';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';

/**
 * Why a newsletter link (confirm, unsubscribe) did not work: unknown, used or expired, with the way to sign up again;
 * or the call failed on the way (server, network, throttle).
 */
export function NewsletterLinkFailure({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const { status, error: apiError } = toApiCallError(error);
  if (apiError.code === STRING_ERROR_CODES.newsletterLinkInvalid) {
    return (
      <Stack gap="sm" role="alert">
        <Alert color="red" variant="light">
          {t('newsletter.linkInvalid')}
        </Alert>
        <Anchor component={Link} to="/newsletter">
          {t('newsletter.signUpAgain')}
        </Anchor>
      </Stack>
    );
  }
  const failure = callFailure(status, apiError, [], (key) => i18n.exists(key));
  return (
    <Alert color="red" variant="light" role="alert">
      {t(failure.kind === 'message' ? failure.messageKey : 'errors.processError')}
    </Alert>
  );
}
