import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Button, Group, Stack, Text } from '@mantine/core';
import { toApiCallError } from '../../../lib/api-client.ts';
import { spinner } from '../../../lib/spinner.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendForgotPassword } from '../api/sendforgot-password.ts';
import { forgotFailure } from '../call-failure.ts';
import { RESEND_WAIT_MS, formatCountdown } from '../countdown.ts';
import type { ForgotNavigationState } from '../forgot-email-storage.ts';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useCountdown } from './use-countdown.ts';

/**
 * "Resend code" (§4 "Forgot password"): disabled while the 30 s countdown `[00:SS]` runs; then a fresh
 * proof-of-work check is solved and the same request is sent again, which starts the countdown anew.
 */
export function ResendCode({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendForgotPassword();
  const { seconds, restart } = useCountdown(RESEND_WAIT_MS);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const waiting = seconds > 0;

  const onResend = async () => {
    if (!captcha || waiting) return;
    setFailure(null);
    spinner.show();
    try {
      await send.mutateAsync({ email, captcha });
      showToast({ message: t('password.resend.sent'), type: 'success' });
      restart();
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = forgotFailure(status, apiError, (key) => i18next.exists(key));
      if (outcome.kind === 'invalidEmail') {
        const state: ForgotNavigationState = { invalidEmail: true };
        await navigate('/forgot-password-success', { replace: true, state });
        return;
      }
      setFailure(outcome.kind === 'fields' ? { messageKey: outcome.fields[0]!.messageKey, code: null } : outcome);
    } finally {
      spinner.hide();
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('password.resend.prompt')}</Text>
      {/* The check is solved once the countdown is over, so its solution is fresh when it is sent. */}
      {!waiting && <CaptchaField key={captchaKey} label={t('password.captcha.label')} onChange={setCaptcha} />}
      <Group gap="sm" align="center">
        <Button
          variant="outline"
          onClick={() => void onResend()}
          disabled={waiting || !captcha}
          loading={send.isPending}
        >
          {t('password.resend.button')}
        </Button>
        {waiting && (
          <Text role="timer" aria-label={t('password.resend.wait', { time: formatCountdown(seconds) })} ff="monospace">
            {formatCountdown(seconds)}
          </Text>
        )}
      </Group>
      <FailureAlert failure={failure} />
    </Stack>
  );
}
