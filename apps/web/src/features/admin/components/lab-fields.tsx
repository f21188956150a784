import { Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminLabFormValues } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';
import { useLabCountries } from '../api/get-all-country-name.ts';

/** The lab fields of §3 the labs table holds, the status, and the code: typed for a new lab, shown for one that has it. */
export function LabFields({ form, labCode }: { form: UseFormReturn<AdminLabFormValues>; labCode: string | null }) {
  const { t } = useTranslation();
  const countries = useLabCountries();
  const { register, control, formState } = form;
  const fieldError = useFieldError(formState.errors);
  return (
    <Stack gap="md">
      <TextInput
        {...register('nameOfInstuation')}
        label={t('admin.lab.name')}
        withAsterisk
        error={fieldError('nameOfInstuation')}
      />
      <TextInput
        {...register('labNameInLocalLang')}
        label={t('admin.lab.localName')}
        error={fieldError('labNameInLocalLang')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...register('labBranchName')} label={t('admin.lab.branch')} error={fieldError('labBranchName')} />
        <TextInput
          {...register('labDepartment')}
          label={t('admin.lab.department')}
          error={fieldError('labDepartment')}
        />
      </SimpleGrid>
      <TextInput {...register('address')} label={t('admin.lab.address')} error={fieldError('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...register('state')} label={t('admin.lab.state')} withAsterisk error={fieldError('state')} />
        {/* Controlled: its options arrive after the form, and an uncontrolled select would show (and send) the first. */}
        <Controller
          control={control}
          name="countryCode"
          render={({ field }) => (
            <NativeSelect
              {...field}
              label={t('admin.lab.country')}
              withAsterisk
              error={fieldError('countryCode')}
              data={[
                { value: '', label: t('admin.select'), disabled: true },
                ...(countries.data ?? []).map((c) => ({
                  value: c.countryCode,
                  label: t(`countries.${c.countryCode}`, { defaultValue: c.countryName }),
                })),
              ]}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Radio.Group
            label={t('admin.lab.status')}
            description={t('admin.lab.statusHint')}
            value={field.value}
            onChange={(value) => field.onChange(value === 'P' ? 'P' : 'A')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="A" label={t('admin.status.A')} />
              <Radio value="P" label={t('admin.status.P')} />
            </Group>
          </Radio.Group>
        )}
      />
      {labCode === null ? (
        <TextInput
          {...register('labCode')}
          label={t('admin.lab.code')}
          description={t('admin.lab.codeHint')}
          error={fieldError('labCode')}
          autoCapitalize="characters"
        />
      ) : (
        <Text size="sm">
          {t('admin.lab.code')}:{' '}
          <Text span ff="monospace" fw={600}>
            {labCode}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
