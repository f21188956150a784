import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayloadOf } from '@labbench/contract';
import { useCountriesWithLabs } from '../api/getcountry-name.ts';
import { SearchForm } from './search-form.tsx';

type Filters = PayloadOf<'getlabName'>;

/** Search text, country and status of the lab list; the selects apply at once, the text on submit. */
export function LabFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const countries = useCountriesWithLabs();
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const all = { value: '', label: t('admin.filters.all') };
  return (
    <SearchForm
      label={t('admin.labs.searchLabel')}
      hint={t('admin.labs.searchHint')}
      text={value.searchLab}
      onSearch={(text) => apply({ searchLab: text })}
    >
      <NativeSelect
        label={t('admin.filters.country')}
        data={[
          all,
          ...(countries.data ?? []).map((c) => ({
            value: c.countryCode,
            label: `${t(`countries.${c.countryCode}`, { defaultValue: c.countryName })} (${c.labs})`,
          })),
        ]}
        value={value.countryCode ?? ''}
        onChange={(event) => apply({ countryCode: event.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 220 }}
      />
      <NativeSelect
        label={t('admin.filters.status')}
        data={[all, { value: 'A', label: t('admin.status.A') }, { value: 'P', label: t('admin.status.P') }]}
        value={value.status ?? ''}
        onChange={(event) => {
          const status = event.currentTarget.value;
          apply({ status: status === 'A' || status === 'P' ? status : undefined });
        }}
        w={{ base: '100%', xs: 160 }}
      />
    </SearchForm>
  );
}
