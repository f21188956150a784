import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { TIMERS_MS } from '@labbench/contract/constants';
import { portalConfig } from '../../../config/portal-config.ts';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useValidateUser } from '../api/validate-user.ts';
import { authStore } from '../auth-store.ts';
import { landingPath } from '../landing-path.ts';
import { takeLoginInitiator } from '../login-initiator.ts';
import { loginFailure } from '../login-outcome.ts';
import { loginFormErrorMap, loginFormSchema } from '../login-schema.ts';
import type { LoginFormValues } from '../login-schema.ts';

/** E-mail and password sign-in with the outcomes of §4. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validateUser = useValidateUser();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema, { error: loginFormErrorMap }),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setFailureKey(null);
    try {
      const session = await validateUser.mutateAsync({ email, password, remember_me: rememberMe });
      showToast({ message: t('login.signedIn'), type: 'success', delay: TIMERS_MS.loginFlag });
      await navigate(landingPath(session.user.userType, takeLoginInitiator(), portalConfig.companySlug), {
        replace: true,
      });
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const failure = loginFailure(status, apiError);
      if (failure.kind === 'changePassword') {
        authStore.setLoginState(failure.loginState);
        await navigate('/change-password');
        return;
      }
      // The address stays for the next attempt; the password is typed again.
      resetField('password');
      setFailureKey(failure.messageKey);
    }
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          type="email"
          label={t('login.email')}
          autoComplete="username"
          inputMode="email"
          withAsterisk
          error={fieldError(errors.email?.message)}
        />
        <PasswordInput
          {...register('password')}
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError(errors.password?.message)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox {...register('rememberMe')} label={t('login.rememberMe')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={validateUser.isPending}>
          {t('login.submit')}
        </Button>
        {failureKey && (
          <Alert color="red" variant="light" role="alert">
            {t(failureKey)}
          </Alert>
        )}
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/registration" fw={600}>
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
