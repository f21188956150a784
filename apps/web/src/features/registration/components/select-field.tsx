import type { ComponentProps } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../dropdown-options.ts';

type SelectFieldProps = Omit<ComponentProps<typeof NativeSelect>, 'data'> & { options: SelectOption[] };

/** A native select with a "Select" entry first, so nothing is chosen until the user picks (required fields of §5). */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props} data={[{ value: '', label: t('registration.select'), disabled: true }, ...options]} />
  );
}
