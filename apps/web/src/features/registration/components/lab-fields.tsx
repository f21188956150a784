import { Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationLabValues } from '@labbench/contract';
import { requiredConsent } from '../consent-choice.ts';
import type { SelectOption } from '../dropdown-options.ts';
import { ConsentFields } from './consent-fields.tsx';
import { LabAddressFields, LabDetailFields } from './lab-detail-fields.tsx';
import { SelectField } from './select-field.tsx';
import { useFieldError } from '../../../lib/field-errors.ts';

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
  const fieldError = useFieldError(errors);
  return (
    <Stack gap="md">
      <TextInput
        {...register('nameOfInstuation')}
        label={t('registration.labName')}
        withAsterisk
        autoComplete="organization"
        error={fieldError('nameOfInstuation')}
      />
      <TextInput
        {...register('labNameInLocalLang')}
        label={t('registration.labNameInLocalLang')}
        error={fieldError('labNameInLocalLang')}
      />
      <TextInput {...register('labBranchName')} label={t('registration.branch')} error={fieldError('labBranchName')} />
      <TextInput
        {...register('labDepartment')}
        label={t('registration.department')}
        error={fieldError('labDepartment')}
      />
      <TextInput
        {...register('address')}
        label={t('registration.labAddress')}
        autoComplete="street-address"
        error={fieldError('address')}
      />
      <LabAddressFields form={form} />
      <TextInput
        {...register('state')}
        label={t('registration.state')}
        withAsterisk
        autoComplete="address-level1"
        error={fieldError('state')}
      />
      <SelectField
        {...register('countryCode')}
        options={countries}
        label={t('registration.country')}
        withAsterisk
        error={fieldError('countryCode')}
      />
      <LabDetailFields form={form} />
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
