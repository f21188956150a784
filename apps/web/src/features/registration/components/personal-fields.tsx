import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { V } from '@labbench/contract';
import type { RegistrationPersonalValues } from '@labbench/contract';
import { NewPasswordFields } from '../../../components/password/new-password-fields.tsx';
import type { RegistrationOptions } from './use-registration-options.ts';
import { SelectField } from './select-field.tsx';
import { useFieldError } from '../../../lib/field-errors.ts';

/** "Already in use" (§5) with the ways on: sign in, or reset the password of that account. */
function EmailInUse() {
  const { t } = useTranslation();
  return (
    <>
      {t(V.emailInUse)}{' '}
      <Anchor component={Link} to="/login" size="xs" fw={600}>
        {t('registration.signIn')}
      </Anchor>
      {' · '}
      <Anchor component={Link} to="/forgot-password" size="xs" fw={600}>
        {t('registration.forgotPassword')}
      </Anchor>
    </>
  );
}

/** The fields of step 1, "about yourself" (§3 registration labels). */
export function PersonalFields({
  form,
  options,
}: {
  form: UseFormReturn<RegistrationPersonalValues>;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [jobDesignation, password] = useWatch({ control, name: ['jobDesignation', 'Password'] });
  const fieldError = useFieldError(errors);

  return (
    <Stack gap="md">
      <SelectField
        {...register('language')}
        options={options.languages}
        label={t('registration.language')}
        withAsterisk
        error={fieldError('language')}
      />
      <TextInput
        {...register('firstName')}
        label={t('registration.firstName')}
        withAsterisk
        autoComplete="given-name"
        error={fieldError('firstName')}
      />
      <TextInput
        {...register('lastName')}
        label={t('registration.lastName')}
        withAsterisk
        autoComplete="family-name"
        error={fieldError('lastName')}
      />
      <SelectField
        {...register('jobDesignation')}
        options={options.jobTitles}
        label={t('registration.jobTitle')}
        withAsterisk
        error={fieldError('jobDesignation')}
      />
      {jobDesignation === 'Other' && (
        <TextInput
          {...register('other')}
          label={t('registration.otherJobTitle')}
          withAsterisk
          autoComplete="organization-title"
          error={fieldError('other')}
        />
      )}
      <TextInput
        {...register('email')}
        type="email"
        label={t('registration.email')}
        withAsterisk
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message === V.emailInUse ? <EmailInUse /> : fieldError('email')}
      />
      <NewPasswordFields
        password={register('Password')}
        retype={register('confirmPassword')}
        value={password}
        errors={{ password: fieldError('Password'), retype: fieldError('confirmPassword') }}
        labelKeys={{
          password: 'registration.password',
          retype: 'registration.confirmPassword',
          showPassword: 'registration.showPassword',
          showRetype: 'registration.showConfirmPassword',
        }}
        rules={{ kind: 'popover', newAccount: true }}
      />
      <div>
        <Text size="sm" fw="var(--mantine-font-weight-medium)" mb={4} id="registration-phone">
          {t('registration.phone')}{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Group role="group" aria-labelledby="registration-phone" align="flex-start" gap="xs" wrap="nowrap">
          <SelectField
            {...register('countrySTDCode')}
            options={options.callingCodes}
            aria-label={t('registration.callingCode')}
            w={150}
            error={fieldError('countrySTDCode')}
          />
          <TextInput
            {...register('contactNo')}
            type="tel"
            aria-label={t('registration.phone')}
            autoComplete="tel-national"
            inputMode="tel"
            style={{ flex: 1 }}
            error={fieldError('contactNo')}
          />
        </Group>
      </div>
    </Stack>
  );
}
