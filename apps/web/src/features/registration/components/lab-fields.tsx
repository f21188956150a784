import { Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationLabValues } from '@labbench/contract';
import { requiredConsent } from '../consent-choice.ts';
import type { SelectOption } from '../dropdown-options.ts';
import { ConsentFields } from './consent-fields.tsx';
import { SelectField } from './select-field.tsx';

/** The fields of "about your lab" (§3 labels), with the consents by the lab's country. */
export function LabFields({
  form,
  countries,
}: {
  form: UseFormReturn<RegistrationLabValues>;
  countries: SelectOption[];
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const countryCode = useWatch({ control, name: 'countryCode' });
  const required = requiredConsent(countryCode);
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <Stack gap="md">
      <TextInput
        {...register('nameOfInstuation')}
        label={t('registration.labName')}
        withAsterisk
        autoComplete="organization"
        error={fieldError(errors.nameOfInstuation?.message)}
      />
      <TextInput
        {...register('labNameInLocalLang')}
        label={t('registration.labNameInLocalLang')}
        error={fieldError(errors.labNameInLocalLang?.message)}
      />
      <TextInput
        {...register('labBranchName')}
        label={t('registration.branch')}
        error={fieldError(errors.labBranchName?.message)}
      />
      <TextInput
        {...register('labDepartment')}
        label={t('registration.department')}
        error={fieldError(errors.labDepartment?.message)}
      />
      <TextInput
        {...register('address')}
        label={t('registration.labAddress')}
        autoComplete="street-address"
        error={fieldError(errors.address?.message)}
      />
      <TextInput
        {...register('state')}
        label={t('registration.state')}
        withAsterisk
        autoComplete="address-level1"
        error={fieldError(errors.state?.message)}
      />
      <SelectField
        {...register('countryCode')}
        options={countries}
        label={t('registration.country')}
        withAsterisk
        error={fieldError(errors.countryCode?.message)}
      />
      <ConsentFields
        required={required}
        privacy={register('privacyConsent')}
        korea={register('koreaConsent')}
        marketing={register('receiveMoreInfromation')}
        error={(required === 'korea' ? errors.koreaConsent : errors.privacyConsent)?.message}
      />
    </Stack>
  );
}
