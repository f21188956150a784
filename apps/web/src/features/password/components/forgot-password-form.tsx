import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { z } from 'zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { V, forgotPasswordEmailField } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showServerFieldMessages } from '../../../lib/field-errors.ts';
import { spinner } from '../../../lib/spinner.ts';
import { useSendForgotPassword } from '../api/sendforgot-password.ts';
import { forgotFailure } from '../call-failure.ts';
import { readForgotEmail, rememberForgotEmail } from '../forgot-email-storage.ts';
import type { ForgotNavigationState } from '../forgot-email-storage.ts';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';

/** §5 "Forgot-password email": required, at most 100 characters, the e-mail pattern. */
const forgotFormSchema = z.object({ email: forgotPasswordEmailField });
type ForgotFormValues = z.input<typeof forgotFormSchema>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * E-mail, the proof-of-work check and "Send one-time code" (§2 "Forgot password"). `rejectedEmail`: the
 * address the server refused with 121 (back from the success screen's edit link): it shows the company-domain
 * error and cannot be sent again until it is changed (§5).
 */
export function ForgotPasswordForm({ rejectedEmail }: { rejectedEmail: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendForgotPassword();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ForgotFormValues>({
    resolver: zodResolver(forgotFormSchema),
    mode: 'onTouched',
    defaultValues: { email: rejectedEmail ?? readForgotEmail() ?? '' },
  });

  const typedEmail = useWatch({ control, name: 'email' });
  const domainRejected = rejectedEmail !== null && sameAddress(typedEmail, rejectedEmail);
  const emailError = errors.email?.message ?? (domainRejected ? V.emailDomain : undefined);

  const freshCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const onSubmit = handleSubmit(async ({ email }) => {
    if (!captcha || domainRejected) return;
    setFailure(null);
    // §4: the address is kept locally for the success screen (and its resend).
    rememberForgotEmail(email);
    spinner.show();
    try {
      await send.mutateAsync({ email, captcha });
      await navigate('/forgot-password-success');
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = forgotFailure(status, apiError, (key) => i18next.exists(key));
      if (outcome.kind === 'invalidEmail') {
        const state: ForgotNavigationState = { invalidEmail: true };
        await navigate('/forgot-password-success', { state });
        return;
      }
      if (outcome.kind === 'fields') {
        showServerFieldMessages(setError, outcome.fields);
      } else {
        setFailure(outcome);
      }
      // A solution is accepted once: the next attempt needs a new one.
      freshCaptcha();
    } finally {
      spinner.hide();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.forgot.formLabel')}>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          type="email"
          label={t('password.forgot.email')}
          autoComplete="username"
          inputMode="email"
          withAsterisk
          error={emailError ? t(emailError) : undefined}
        />
        <CaptchaField key={captchaKey} label={t('password.captcha.label')} onChange={setCaptcha} />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!isValid || !captcha || domainRejected}
          loading={isSubmitting}
          aria-describedby={captcha ? undefined : 'forgot-password-captcha-hint'}
        >
          {t('password.forgot.submit')}
        </Button>
        {!captcha && (
          <Text size="xs" c="gray.7" id="forgot-password-captcha-hint" mt={-8}>
            {t('password.forgot.captchaHint')}
          </Text>
        )}
        <FailureAlert failure={failure} />
        <Stack gap={4} align="center">
          <Anchor component={Link} to="/login" size="sm">
            {t('password.forgot.backToLogin')}
          </Anchor>
          <Text size="sm" ta="center">
            {t('password.forgot.noAccount')}{' '}
            <Anchor component={Link} to="/registration" fw={600}>
              {t('password.forgot.register')}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
