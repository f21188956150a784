import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@labbench/contract/constants';
import type { PayloadOf } from '@labbench/contract';
import { useLabCountries } from '../api/get-all-country-name.ts';
import { SearchForm } from './search-form.tsx';

type Filters = PayloadOf<'getUserOfLab'>;

/** Search text, user type and country of the user list; the selects apply at once, the text on submit. */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const countries = useLabCountries();
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const all = { value: '', label: t('admin.filters.all') };
  return (
    <SearchForm
      label={t('admin.users.searchLabel')}
      hint={t('admin.users.searchHint')}
      text={value.search}
      onSearch={(text) => apply({ search: text })}
    >
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
    </SearchForm>
  );
}
