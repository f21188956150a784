import { Box, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { knownChoices } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { InstantMultiSelect } from '../../../components/multi-select/instant-multi-select.tsx';
import { useCountriesWithLabs } from '../api/getcountry-name.ts';
import { SearchForm } from './search-form.tsx';

type Filters = PayloadOf<'getlabName'>;

/**
 * Search text, countries and status of the lab list; the countries are a §9 multi-select (any of them, D170), the
 * status a plain select (all, active or pending: two values, so a multi-select would add nothing). Both apply at once,
 * the text on submit.
 */
export function LabFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const countries = useCountriesWithLabs();
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const items = (countries.data ?? []).map((c) => ({
    id: c.countryCode,
    text: `${t(`countries.${c.countryCode}`, { defaultValue: c.countryName })} (${c.labs})`,
  }));
  return (
    <SearchForm
      label={t('admin.labs.searchLabel')}
      hint={t('admin.labs.searchHint')}
      text={value.searchLab}
      onSearch={(text) => apply({ searchLab: text })}
    >
      <Box w={{ base: '100%', xs: 220 }}>
        <InstantMultiSelect
          label={t('admin.filters.country')}
          items={items}
          value={value.countryCodes ?? []}
          onChange={(ids) => {
            const chosen = knownChoices(
              items.map((item) => item.id),
              ids,
            );
            apply({ countryCodes: chosen.length > 0 ? chosen : undefined });
          }}
        />
      </Box>
      <NativeSelect
        label={t('admin.filters.status')}
        data={[
          { value: '', label: t('admin.filters.all') },
          { value: 'A', label: t('admin.status.A') },
          { value: 'P', label: t('admin.status.P') },
        ]}
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
