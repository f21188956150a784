import { Box, Button, Group, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@labbench/contract';
import { MultiSelect } from '../../../components/multi-select/multi-select.tsx';
import {
  actionsOf,
  auditFilterErrorMap,
  auditFilterFormSchema,
  filtersOfForm,
  formOfFilters,
} from '../audit-filters.ts';
import type { AuditFilterForm as FormValues, AuditFilters } from '../audit-filters.ts';

const WIDE = { base: '100%', xs: 200 };
const DATE = { base: '100%', xs: 160 };

/**
 * Who, what (several actions at once, the §9 multi-select), lab and days of the audit trail; applied on submit, a bad
 * value says why and keeps what was typed.
 */
export function AuditFilterForm({ value, onApply }: { value: AuditFilters; onApply: (next: AuditFilters) => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(auditFilterFormSchema, { error: auditFilterErrorMap }),
    values: formOfFilters(value),
  });
  const message = (key: keyof FormValues) => {
    const text = errors[key]?.message;
    return text ? t(text) : undefined;
  };

  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => void handleSubmit((form) => onApply(filtersOfForm(form)))(event)}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t('staff.audit.filters.actor')} w={WIDE} error={message('actor')} {...register('actor')} />
        <Controller
          control={control}
          name="actions"
          render={({ field }) => (
            <Box w={WIDE}>
              <MultiSelect
                label={t('staff.audit.filters.action')}
                items={AUDIT_ACTIONS.map((action) => ({ id: action, text: t(`staff.audit.actions.${action}`) }))}
                value={field.value}
                onChange={(ids) => field.onChange(actionsOf(ids))}
              />
            </Box>
          )}
        />
        <TextInput label={t('staff.audit.filters.lab')} w={WIDE} error={message('lab')} {...register('lab')} />
        <TextInput
          type="date"
          label={t('staff.audit.filters.from')}
          w={DATE}
          error={message('fromDay')}
          {...register('fromDay')}
        />
        <TextInput
          type="date"
          label={t('staff.audit.filters.to')}
          w={DATE}
          error={message('toDay')}
          {...register('toDay')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit">{t('staff.audit.filters.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              reset(formOfFilters({ page: 1 }));
              onApply({ page: 1 });
            }}
          >
            {t('staff.audit.filters.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
