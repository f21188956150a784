import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAB_CLASSES, LAB_CLASSIFICATIONS, SURVEY_CATEGORIES, asksCaho, asksRexisNo } from '@labbench/contract';
import type { RegistrationLabValues } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';

/** An optional choice: '' (not said) is no value. */
const choice = { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : v) };
/** Beds as a number; '' is no value, anything not a whole number is refused by the schema. */
const count = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };

type Form = UseFormReturn<RegistrationLabValues>;

/** Street and postal code, beside the lab address (§3 street, postalCode). */
export function LabAddressFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const fieldError = useFieldError(form.formState.errors);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        {...form.register('street')}
        label={t('registration.details.street')}
        autoComplete="address-line1"
        error={fieldError('street')}
      />
      <TextInput
        {...form.register('postalCode')}
        label={t('registration.details.postalCode')}
        autoComplete="postal-code"
        error={fieldError('postalCode')}
      />
    </SimpleGrid>
  );
}

/**
 * What kind of lab, how large by the §4 size categories, hospital beds (a hospital only: its beds decide the size),
 * the survey it registers for, and the fields that apply in its country only (CAHO accreditation and REXIS number).
 */
export function LabDetailFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { register, control } = form;
  const fieldError = useFieldError(form.formState.errors);
  const [classification, countryCode] = useWatch({ control, name: ['laboratoryClassification', 'countryCode'] });
  const notSaid = { value: '', label: t('registration.details.notSaid') };
  return (
    <>
      <NativeSelect
        {...register('laboratoryClassification', choice)}
        label={t('registration.details.classification')}
        data={[
          notSaid,
          ...LAB_CLASSIFICATIONS.map((c) => ({ value: c, label: t(`registration.details.classifications.${c}`) })),
        ]}
      />
      {classification === 'hospital' && (
        <TextInput
          {...register('numberofBeds', count)}
          type="number"
          inputMode="numeric"
          min={0}
          label={t('registration.details.beds')}
          description={t('registration.details.bedsHint')}
          error={fieldError('numberofBeds')}
        />
      )}
      <NativeSelect
        {...register('laboratoryClass', choice)}
        label={t('registration.details.size')}
        description={t('registration.details.sizeHint')}
        data={[notSaid, ...LAB_CLASSES.map((c) => ({ value: c, label: t(`registration.details.sizes.${c}`) }))]}
      />
      <NativeSelect
        {...register('surveyType', choice)}
        label={t('registration.details.surveyType')}
        data={[notSaid, ...SURVEY_CATEGORIES.map((c) => ({ value: c, label: t(`survey.categories.${c}`) }))]}
      />
      {asksCaho(countryCode) && <Checkbox {...register('cahoIndia')} label={t('registration.details.caho')} />}
      {asksRexisNo(countryCode) && (
        <TextInput
          {...register('rexisNo')}
          label={t('registration.details.rexisNo')}
          description={t('registration.details.rexisNoHint')}
          error={fieldError('rexisNo')}
        />
      )}
    </>
  );
}
