import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { z } from 'zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { V, confirmPasswordFormSchema } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { spinner } from '../../../lib/spinner.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { resetFailure } from '../call-failure.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { showServerFieldMessages, useFieldError } from '../../../lib/field-errors.ts';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';

type ConfirmFormValues = z.input<typeof confirmPasswordFormSchema>;

const CHECKLIST_ID = 'confirm-password-checklist';

/**
 * The shared complexity message names the 25-character limit of change password; here the limit is 50 and
 * the live checklist shows what is missing, so the field says that instead.
 */
function messageKey(message: string): string {
  return message === V.passwordComplexity ? 'password.confirm.complexity' : message;
}

/** One-time code, new password with the live checklist, retype (§2 "Confirm password", §5). */
export function ConfirmPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    control,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ConfirmFormValues>({
    resolver: zodResolver(confirmPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '', newPassword: '', retypePassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  // "Password do not match" follows the new password too, once the retype field has been visited.
  useEffect(() => {
    if (getFieldState('retypePassword').isTouched) void trigger('retypePassword');
  }, [newPassword, getFieldState, trigger]);

  const onSubmit = handleSubmit(async ({ otp, newPassword: password }) => {
    setFailure(null);
    spinner.show();
    try {
      await resetPassword.mutateAsync({ token, otp, newPassword: password });
      await navigate('/successfull-reset', { replace: true });
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = resetFailure(status, apiError, (key) => i18next.exists(key));
      // The passwords typed stay: only the code needs another look.
      if (outcome.kind === 'otpExpired') {
        setError('otp', { type: 'server', message: 'password.confirm.otpExpired' }, { shouldFocus: true });
      } else if (outcome.kind === 'fields') {
        showServerFieldMessages(setError, outcome.fields);
      } else {
        setFailure(outcome);
      }
    } finally {
      spinner.hide();
    }
  });

  const fieldError = useFieldError(errors, messageKey);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.confirm.formLabel')}>
      <Stack gap="md">
        <TextInput
          {...register('otp')}
          label={t('password.confirm.otp')}
          autoComplete="one-time-code"
          spellCheck={false}
          withAsterisk
          error={fieldError('otp')}
        />
        <NewPasswordFields
          password={register('newPassword')}
          retype={register('retypePassword')}
          value={newPassword}
          errors={{
            password: fieldError('newPassword'),
            retype: fieldError('retypePassword'),
          }}
          labelKeys={{
            password: 'password.confirm.newPassword',
            retype: 'password.confirm.retypePassword',
            showPassword: 'password.confirm.showNewPassword',
            showRetype: 'password.confirm.showRetypePassword',
          }}
          rules={{ kind: 'checklist', idBase: CHECKLIST_ID }}
        />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('password.confirm.submit')}
        </Button>
        <FailureAlert failure={failure} />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t('password.confirm.requestNew')}
        </Anchor>
      </Stack>
    </form>
  );
}
