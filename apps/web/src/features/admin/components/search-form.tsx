import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The search form of a staff list: free text applied on submit, the list's own selects (children) applied at once by
 * their owner. One form, so the lab and the user lists look and behave alike.
 */
export function SearchForm({
  label,
  hint,
  text,
  onSearch,
  children,
}: {
  label: string;
  hint: string;
  text: string | undefined;
  onSearch: (text: string | undefined) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(text ?? '');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.filters.search')}
          description={hint}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        {children}
        <Button type="submit">{t('admin.filters.apply')}</Button>
      </Group>
    </form>
  );
}
