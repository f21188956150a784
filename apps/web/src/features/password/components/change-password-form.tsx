import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { z } from 'zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { changePasswordFormSchema } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { spinner } from '../../../lib/spinner.ts';
import { showToast } from '../../../lib/toast.ts';
import { EMPTY_LOGIN_STATE } from '../../../lib/session/auth-storage.ts';
import { authStore } from '../../../lib/session/auth-store.ts';
import { useChangeExpiredPassword } from '../api/change-expired-password.ts';
import { useChangePassword } from '../api/change-password.ts';
import { changeFailure } from '../call-failure.ts';
import type { ChangePasswordMode, SuccessfulResetState } from '../change-password-mode.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import { showServerFieldMessages, useFieldError } from '../../../lib/field-errors.ts';

type ChangeFormValues = z.input<typeof changePasswordFormSchema>;
type SubmittableMode = Exclude<ChangePasswordMode, { kind: 'unavailable' }>;

/**
 * Old (or one-time) password, new password and confirmation (§2 "Change password", §5), submitted as
 * `changeExpiredPassword` for a pending change from sign-in or `changePassword` when signed in (§4).
 */
export function ChangePasswordForm({ mode }: { mode: SubmittableMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const changeExpiredPassword = useChangeExpiredPassword();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    control,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ChangeFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { Password: '', newPassword: '', confirmPassword: '' },
  });
  const [oldPassword, newPassword] = useWatch({ control, name: ['Password', 'newPassword'] });

  // "Old and new must differ" and "do not match" follow the other fields once these have been visited.
  useEffect(() => {
    const visited = (['newPassword', 'confirmPassword'] as const).filter((f) => getFieldState(f).isTouched);
    if (visited.length > 0) void trigger(visited);
  }, [oldPassword, newPassword, getFieldState, trigger]);

  const onSubmit = handleSubmit(async ({ Password, newPassword: password }) => {
    setFailure(null);
    spinner.show();
    try {
      if (mode.kind === 'pending') {
        await changeExpiredPassword.mutateAsync({ userId: mode.userId, Password, newPassword: password });
        authStore.setLoginState(EMPTY_LOGIN_STATE);
        // An unverified address stays unverified: the server mails a new verification link instead.
        const state: SuccessfulResetState = { verificationMailSent: mode.reason === 'unverified' };
        await navigate('/successfull-reset', { replace: true, state });
      } else {
        const userId = authStore.get().session?.user.userId;
        await changePassword.mutateAsync({ Password, newPassword: password, ...(userId ? { userId } : {}) });
        showToast({ message: t('password.change.changed'), type: 'success' });
        authStore.setLoginState(EMPTY_LOGIN_STATE);
        await navigate('/home', { replace: true });
      }
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = changeFailure(status, apiError, (key) => i18next.exists(key));
      if (outcome.kind === 'wrongPassword') {
        setError('Password', { type: 'server', message: 'password.change.incorrect' }, { shouldFocus: true });
      } else if (outcome.kind === 'fields') {
        showServerFieldMessages(setError, outcome.fields);
      } else {
        setFailure(outcome);
      }
    } finally {
      spinner.hide();
    }
  });

  const fieldError = useFieldError(errors);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.change.formLabel')}>
      <Stack gap="md">
        <PasswordInput
          {...register('Password')}
          label={t('password.change.oldPassword')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError('Password')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('password.change.showOldPassword') }}
        />
        <NewPasswordFields
          password={register('newPassword')}
          retype={register('confirmPassword')}
          value={newPassword}
          errors={{
            password: fieldError('newPassword'),
            retype: fieldError('confirmPassword'),
          }}
          labelKeys={{
            password: 'password.change.newPassword',
            retype: 'password.change.confirmPassword',
            showPassword: 'password.change.showNewPassword',
            showRetype: 'password.change.showConfirmPassword',
          }}
          rules={{ kind: 'popover' }}
        />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
          {t('password.change.submit')}
        </Button>
        <FailureAlert failure={failure} />
      </Stack>
    </form>
  );
}
