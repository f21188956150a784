import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@labbench/contract/constants';
import type { PayloadOf } from '@labbench/contract';
import { useLabCountries } from '../api/get-all-country-name.ts';

type Filters = PayloadOf<'getUserOfLab'>;

/** Search text, user type and country of the user list; the selects apply at once, the text on submit. */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const countries = useLabCountries();
  const [search, setSearch] = useState(value.search ?? '');
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const all = { value: '', label: t('admin.filters.all') };
  return (
    <form
      role="search"
      aria-label={t('admin.users.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search: search.trim() || undefined });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.filters.search')}
          description={t('admin.users.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <NativeSelect
          label={t('admin.user.userType')}
          data={[all, ...USER_TYPES.map((type) => ({ value: type, label: t(`admin.userTypes.${type}`) }))]}
          value={value.userType ?? ''}
          onChange={(event) => apply({ userType: USER_TYPES.find((type) => type === event.currentTarget.value) })}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label={t('admin.filters.country')}
          data={[
            all,
            ...(countries.data ?? []).map((c) => ({
              value: c.countryCode,
              label: t(`countries.${c.countryCode}`, { defaultValue: c.countryName }),
            })),
          ]}
          value={value.countryCode ?? ''}
          onChange={(event) => apply({ countryCode: event.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 200 }}
        />
        <Button type="submit">{t('admin.filters.apply')}</Button>
      </Group>
    </form>
  );
}
