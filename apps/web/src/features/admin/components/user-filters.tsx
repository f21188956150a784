import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@labbench/contract/constants';
import { knownChoices } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { InstantMultiSelect } from '../../../components/multi-select/instant-multi-select.tsx';
import { useLabCountries } from '../api/get-all-country-name.ts';
import { SearchForm } from './search-form.tsx';

type Filters = PayloadOf<'getUserOfLab'>;

/** No choice is no filter. */
const orAll = <T extends string>(chosen: T[]) => (chosen.length > 0 ? chosen : undefined);

/**
 * Search text, user types and countries of the user list: both §9 multi-selects (any of the chosen, D170) applied at
 * once, the text on submit.
 */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const countries = useLabCountries();
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const countryItems = (countries.data ?? []).map((c) => ({
    id: c.countryCode,
    text: t(`countries.${c.countryCode}`, { defaultValue: c.countryName }),
  }));
  return (
    <SearchForm
      label={t('admin.users.searchLabel')}
      hint={t('admin.users.searchHint')}
      text={value.search}
      onSearch={(text) => apply({ search: text })}
    >
      <Box w={{ base: '100%', xs: 200 }}>
        <InstantMultiSelect
          label={t('admin.user.userType')}
          items={USER_TYPES.map((type) => ({ id: type, text: t(`admin.userTypes.${type}`) }))}
          value={value.userTypes ?? []}
          onChange={(ids) => apply({ userTypes: orAll(knownChoices(USER_TYPES, ids)) })}
        />
      </Box>
      <Box w={{ base: '100%', xs: 200 }}>
        <InstantMultiSelect
          label={t('admin.filters.country')}
          items={countryItems}
          value={value.countryCodes ?? []}
          onChange={(ids) =>
            apply({
              countryCodes: orAll(
                knownChoices(
                  countryItems.map((item) => item.id),
                  ids,
                ),
              ),
            })
          }
        />
      </Box>
    </SearchForm>
  );
}
