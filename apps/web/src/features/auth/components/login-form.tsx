import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { SignInProvider } from '@labbench/contract';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { useValidateUser } from '../api/validate-user.ts';
import { loginFormErrorMap, loginFormSchema } from '../login-schema.ts';
import { prefilledEmail } from '../sign-in-state.ts';
import type { LoginFormValues } from '../login-schema.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import type { ShownLoginFailure } from '../use-finish-sign-in.ts';
import { useFieldError } from '../../../lib/field-errors.ts';

export interface LoginFormProps {
  /** Whether single sign-on is offered: a company address is then sent there. */
  offersSso: boolean;
  /** Starts a provider's sign-in with the "remember me" choice of the form. */
  onProviderSignIn: (provider: SignInProvider, rememberMe: boolean) => void;
  /** The provider buttons below the form, given the start that adds the form's "remember me". */
  renderProviders: (start: (provider: SignInProvider) => void) => ReactNode;
}

/**
 * E-mail and password sign-in with the outcomes of §4; after repeated failures the server asks for the captcha,
 * and a company address is sent to single sign-on. The provider buttons share the form's "remember me".
 */
export function LoginForm({ offersSso, onProviderSignIn, renderProviders }: LoginFormProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const validateUser = useValidateUser();
  const { succeeded, failed } = useFinishSignIn();
  const [failure, setFailure] = useState<ShownLoginFailure | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema, { error: loginFormErrorMap }),
    mode: 'onTouched',
    defaultValues: { email: prefilledEmail(location.state), password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    if (captchaRequired && !captcha) return;
    setFailure(null);
    try {
      const session = await validateUser.mutateAsync({
        email,
        password,
        remember_me: rememberMe,
        ...(captchaRequired && captcha ? { captcha } : {}),
      });
      await succeeded(session);
    } catch (error) {
      const shown = await failed(error);
      if (!shown) return;
      if (shown.kind === 'fields') {
        for (const f of shown.fields) {
          if (f.field === 'email' || f.field === 'password') setError(f.field, { type: 'server', message: f.message });
        }
      }
      // The captcha shows as soon as the server asks for it. What was typed stays: the password may have been right
      // and only lacked the captcha, and clearing it would make the next try fail again. A solution is used once.
      if (shown.kind === 'captcha') setCaptchaRequired(true);
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
      setFailure(shown);
    }
  });

  const startProvider = (provider: SignInProvider) => onProviderSignIn(provider, getValues('rememberMe'));
  const fieldError = useFieldError(errors);

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
          error={fieldError('email')}
        />
        <PasswordInput
          {...register('password')}
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError('password')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox {...register('rememberMe')} label={t('login.rememberMe')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        {captchaRequired && <CaptchaField key={captchaKey} label={t('password.captcha.label')} onChange={setCaptcha} />}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={validateUser.isPending}
          disabled={captchaRequired && !captcha}
        >
          {t('login.submit')}
        </Button>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {t(failure.messageKey)}
          </Alert>
        )}
        {failure?.kind === 'forcedSso' && offersSso && (
          <Button type="button" size="md" fullWidth color="dark" onClick={() => startProvider('sso')}>
            {t('login.continueWithSso')}
          </Button>
        )}
        {renderProviders(startProvider)}
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
