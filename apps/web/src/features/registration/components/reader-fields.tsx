import { Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationReaderValues } from '@labbench/contract';
import { requiredConsent } from '../consent-choice.ts';
import type { SelectOption } from '../dropdown-options.ts';
import { ConsentFields } from './consent-fields.tsx';
import { SelectField } from './select-field.tsx';
import { useFieldError } from '../../../lib/field-errors.ts';

/** The fields of "about you" for content only: where the reader is, the organisation, the consents. */
export function ReaderFields({
  form,
  countries,
}: {
  form: UseFormReturn<RegistrationReaderValues>;
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
      <SelectField
        {...register('countryCode')}
        options={countries}
        label={t('registration.country')}
        withAsterisk
        error={fieldError('countryCode')}
      />
      <TextInput
        {...register('city')}
        label={t('registration.city')}
        withAsterisk
        autoComplete="address-level2"
        error={fieldError('city')}
      />
      <TextInput
        {...register('nameOfInstuation')}
        label={t('registration.organisation')}
        autoComplete="organization"
        error={fieldError('nameOfInstuation')}
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
