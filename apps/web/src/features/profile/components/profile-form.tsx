import { Suspense, use, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Alert, Anchor, Button, Center, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { JOB_TITLES } from '@labbench/contract/constants';
import type { Profile, UserType } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { spinner } from '../../../lib/spinner.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { profileQueryKey, useProfile } from '../api/getuserprofile.ts';
import { useUpdateProfile } from '../api/update-user-profilenew.ts';
import { jobTitleKey } from '../../../lib/job-titles.ts';
import { formValuesOf, isCountryLocked, profileFormRules, updatePayloadOf } from '../profile-form-values.ts';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-values.ts';
import { PROFILE_COUNTRIES } from '../profile-countries.ts';
import { profileSaved } from '../profile-saved.ts';
import { CountriesPopup } from './countries-popup.tsx';
import { PrivacySlotContext } from '../privacy-slot.ts';
import { useReloadSession } from '../../../lib/session/session-reload.ts';
import { showServerFieldMessages, useFieldError } from '../../../lib/field-errors.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'otherJobTitle',
  'instituteName',
  'labNameInLocalLang',
  'branchName',
  'departmentName',
  'address',
  'country',
] as const satisfies readonly (keyof ProfileFormInput)[];

export interface ProfileFormProps {
  /** After `Status: 'Updated'` and the session update; the page decides where to go. */
  onUpdated: (userType: UserType) => void | Promise<void>;
}

/**
 * §2 "Complete profile": the signed-in user's profile, loaded by user type, with the privacy section.
 * Used by /complete-profile, /view-profile and the profile modal of the profile-incomplete banner.
 */
export function ProfileForm({ onUpdated }: ProfileFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userType = useSession()?.user.userType ?? 'external';
  const profile = useProfile(userType);
  const renderPrivacy = use(PrivacySlotContext);
  const consentSaved = (saved: Partial<Profile>) =>
    queryClient.setQueryData<Profile>(profileQueryKey(userType), (p) => p && { ...p, ...saved });

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm" mb="xs">
          {t('profile.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <ProfileFields profile={profile.data} userType={userType} onUpdated={onUpdated} />
      <Suspense fallback={null}>{renderPrivacy?.({ profile: profile.data, onConsentSaved: consentSaved })}</Suspense>
    </Stack>
  );
}

interface ProfileFieldsProps {
  profile: Profile;
  userType: UserType;
  onUpdated: ProfileFormProps['onUpdated'];
}

function ProfileFields({ profile, userType, onUpdated }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const updateProfile = useUpdateProfile();
  const reloadSession = useReloadSession();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [countriesOpen, setCountriesOpen] = useState(false);
  const reader = userType === 'contentreader';
  const countryLocked = isCountryLocked(profile);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormRules),
    mode: 'onTouched',
    defaultValues: formValuesOf(profile),
  });
  const jobTitle = useWatch({ control, name: 'jobTitle' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    spinner.show();
    try {
      // The cached profile holds the consents as last saved by the privacy section.
      const current = queryClient.getQueryData<Profile>(profileQueryKey(userType)) ?? profile;
      await updateProfile.mutateAsync({ userType, payload: updatePayloadOf(values, current) });
      await profileSaved(values, reloadSession);
      // §4: a content reader's profile is read again after Updated.
      if (reader) await queryClient.invalidateQueries({ queryKey: profileQueryKey(userType) });
      await onUpdated(userType);
    } catch (error) {
      // Whatever was typed stays in the form; only the messages change.
      const { status, error: apiError } = toApiCallError(error);
      const outcome = callFailure(status, apiError, FIELDS, (key) => i18next.exists(key));
      if (outcome.kind === 'fields') {
        showServerFieldMessages(setError, outcome.fields);
      } else {
        setFailure(outcome);
      }
    } finally {
      spinner.hide();
    }
  });

  const fieldError = useFieldError(errors);
  const countryOptions = PROFILE_COUNTRIES.map((c) => ({
    value: c.code,
    label: t(`countries.${c.code}`, { defaultValue: c.name }),
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.formLabel')}>
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="profile-about-yourself">
          <Title order={2} size="h4" id="profile-about-yourself">
            {t('profile.aboutYourself')}
          </Title>
          <TextInput
            {...register('firstName')}
            label={t('profile.firstName')}
            autoComplete="given-name"
            withAsterisk
            error={fieldError('firstName')}
          />
          <TextInput
            {...register('lastName')}
            label={t('profile.lastName')}
            autoComplete="family-name"
            withAsterisk
            error={fieldError('lastName')}
          />
          <Controller
            control={control}
            name="jobTitle"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                onBlur={field.onBlur}
                label={t('profile.jobTitle')}
                withAsterisk
                error={fieldError('jobTitle')}
                data={[
                  { value: '', label: t('profile.select'), disabled: true },
                  ...JOB_TITLES.map((title) => ({ value: title, label: t(jobTitleKey(title)) })),
                ]}
              />
            )}
          />
          {jobTitle === 'Other' && (
            <TextInput
              {...register('otherJobTitle')}
              label={t('profile.otherJobTitle')}
              withAsterisk
              error={fieldError('otherJobTitle')}
            />
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="profile-about-lab">
          <Title order={2} size="h4" id="profile-about-lab">
            {t(reader ? 'profile.aboutYourOrganisation' : 'profile.aboutYourLab')}
          </Title>
          <TextInput
            {...register('instituteName')}
            label={t(reader ? 'profile.organisation' : 'profile.instituteName')}
            autoComplete="organization"
            withAsterisk
            error={fieldError('instituteName')}
          />
          {!reader && (
            <>
              <TextInput
                {...register('labNameInLocalLang')}
                label={t('profile.labNameInLocalLang')}
                error={fieldError('labNameInLocalLang')}
              />
              <TextInput {...register('branchName')} label={t('profile.branchName')} error={fieldError('branchName')} />
              <TextInput
                {...register('departmentName')}
                label={t('profile.departmentName')}
                error={fieldError('departmentName')}
              />
            </>
          )}
          <TextInput
            {...register('address')}
            label={t(reader ? 'profile.city' : 'profile.state')}
            autoComplete="address-level1"
            withAsterisk
            error={fieldError('address')}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                // Only the control is locked: the value stays in the form and is sent (RU).
                disabled={countryLocked}
                label={t('profile.country')}
                description={countryLocked ? t('profile.countryLocked') : undefined}
                withAsterisk
                error={fieldError('country')}
                data={[{ value: '', label: t('profile.select'), disabled: true }, ...countryOptions]}
              />
            )}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setCountriesOpen(true)}>
            {t('profile.countriesLink')}
          </Anchor>
        </Stack>

        <Button type="submit" size="md" disabled={!isValid}>
          {t('profile.update')}
        </Button>
        <FailureAlert failure={failure} />
      </Stack>
      <CountriesPopup opened={countriesOpen} onClose={() => setCountriesOpen(false)} />
    </form>
  );
}
