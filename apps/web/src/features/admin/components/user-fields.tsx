import { Checkbox, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, USER_TYPES } from '@labbench/contract/constants';
import type { AdminUserFormValues } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';

const SWITCHES = ['viewDownloadBtn', 'viewEnglishtransBtn', 'isSuperUser'] as const;

/** Who the user is, which kind of user (§6), their language and rights (LT, download, English texts, super user). */
export function UserFields({ form }: { form: UseFormReturn<AdminUserFormValues> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const fieldError = useFieldError(formState.errors);
  return (
    <Stack gap="md">
      <TextInput
        {...register('email')}
        type="email"
        label={t('admin.user.email')}
        withAsterisk
        autoComplete="off"
        error={fieldError('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...register('firstName')}
          label={t('admin.user.firstName')}
          withAsterisk
          error={fieldError('firstName')}
        />
        <TextInput
          {...register('lastName')}
          label={t('admin.user.lastName')}
          withAsterisk
          error={fieldError('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          {...register('userType')}
          label={t('admin.user.userType')}
          description={t('admin.user.userTypeHint')}
          error={fieldError('userType')}
          data={USER_TYPES.map((type) => ({ value: type, label: t(`admin.userTypes.${type}`) }))}
        />
        <NativeSelect
          {...register('language')}
          label={t('admin.user.language')}
          error={fieldError('language')}
          data={LANGUAGES.map((l) => ({ value: l.id, label: l.name }))}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Checkbox
            label={t('admin.user.permissionLT')}
            description={t('admin.user.permissionLTHint')}
            checked={field.value.includes('LT')}
            onChange={(event) => field.onChange(event.currentTarget.checked ? ['LT'] : [])}
          />
        )}
      />
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(`admin.user.${name}`)}
              description={t(`admin.user.${name}Hint`)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      ))}
      <AffiliateFields form={form} />
    </Stack>
  );
}

/** The company-affiliate group of §3: the flag, and with it the consultant, regional contact and internal number. */
function AffiliateFields({ form }: { form: UseFormReturn<AdminUserFormValues> }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const fieldError = useFieldError(formState.errors);
  const affiliate = useWatch({ control, name: 'companyAffiliate' });
  return (
    <>
      <Controller
        control={control}
        name="companyAffiliate"
        render={({ field }) => (
          <Switch
            label={t('admin.registered.companyAffiliate')}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {affiliate && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            {...register('affiliateConsultant')}
            label={t('admin.registered.consultant')}
            error={fieldError('affiliateConsultant')}
          />
          <TextInput
            {...register('affiliateRegionalContact')}
            label={t('admin.registered.regionalContact')}
            error={fieldError('affiliateRegionalContact')}
          />
          <TextInput
            {...register('affiliateInternalNumber')}
            label={t('admin.registered.internalNumber')}
            error={fieldError('affiliateInternalNumber')}
          />
        </SimpleGrid>
      )}
    </>
  );
}
