import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SimpleGrid, TextInput } from '@mantine/core';

export type PersonFieldName = 'firstName' | 'lastName' | 'email';

interface PersonFieldsProps {
  /** The form's registration of one of the fields, with its message when it is wrong. */
  field: (name: PersonFieldName) => UseFormRegisterReturn & { error?: string };
}

/** Who is writing: the first fields of the contact and newsletter forms, labelled and autofilled alike. */
export function PersonFields({ field }: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('firstName')} label={t('newsletter.firstName')} autoComplete="given-name" withAsterisk />
        <TextInput {...field('lastName')} label={t('newsletter.lastName')} autoComplete="family-name" withAsterisk />
      </SimpleGrid>
      <TextInput
        {...field('email')}
        type="email"
        label={t('newsletter.email')}
        autoComplete="email"
        inputMode="email"
        withAsterisk
      />
    </>
  );
}
