import { useState } from 'react';
import { Box, Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, DEFAULT_COUNTRY, SURVEY_CATEGORIES } from '@labbench/contract/constants';
import { REVIEW_LIST_STATUSES, knownChoices } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { InstantMultiSelect } from '../../../components/multi-select/instant-multi-select.tsx';
import { FILTER_STATE } from '../review-filters.ts';

type Filters = PayloadOf<'getSurveysForValidation'>;
const WIDE = { base: '100%', xs: 200 };
const LAB_COUNTRIES = COUNTRIES.filter((c) => c.code !== DEFAULT_COUNTRY);
const LAB_COUNTRY_CODES = LAB_COUNTRIES.map((c) => c.code);

/** No choice is no filter. */
const orAll = <T extends string>(chosen: T[]) => (chosen.length > 0 ? chosen : undefined);

/**
 * Category, country, round, status and search of the staff list. Category, country and status are §9 multi-selects
 * (any of the chosen, D170); they and the round apply at once, the text on submit.
 */
export function ValidationFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search ?? '');
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search: search.trim() || undefined });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Box w={WIDE}>
          <InstantMultiSelect
            label={t('review.filters.category')}
            items={SURVEY_CATEGORIES.map((c) => ({ id: c, text: t(`footer.surveyTypes.${c}`) }))}
            value={value.categories ?? []}
            onChange={(ids) => apply({ categories: orAll(knownChoices(SURVEY_CATEGORIES, ids)) })}
          />
        </Box>
        <Box w={WIDE}>
          <InstantMultiSelect
            label={t('review.filters.country')}
            items={LAB_COUNTRIES.map((c) => ({ id: c.code, text: t(`countries.${c.code}`, { defaultValue: c.name }) }))}
            value={value.countryCodes ?? []}
            onChange={(ids) => apply({ countryCodes: orAll(knownChoices(LAB_COUNTRY_CODES, ids)) })}
          />
        </Box>
        <NumberInput
          label={t('review.filters.round')}
          min={2000}
          max={2100}
          allowDecimal={false}
          value={value.round ?? ''}
          onChange={(round) => apply({ round: typeof round === 'number' && round >= 2000 ? round : undefined })}
          w={{ base: '100%', xs: 110 }}
        />
        <Box w={{ base: '100%', xs: 210 }}>
          <InstantMultiSelect
            label={t('review.filters.status')}
            items={REVIEW_LIST_STATUSES.map((s) => ({ id: s, text: t(`review.state.${FILTER_STATE[s]}`) }))}
            value={value.statuses ?? []}
            onChange={(ids) => apply({ statuses: orAll(knownChoices(REVIEW_LIST_STATUSES, ids)) })}
          />
        </Box>
        <TextInput
          label={t('review.filters.search')}
          placeholder={t('review.filters.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Button type="submit">{t('review.filters.apply')}</Button>
      </Group>
    </form>
  );
}
