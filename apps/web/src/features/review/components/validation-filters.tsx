import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, DEFAULT_COUNTRY, SURVEY_CATEGORIES } from '@labbench/contract/constants';
import type { PayloadOf } from '@labbench/contract';
import { FILTER_STATE, REVIEW_STATUSES } from '../review-filters.ts';

type Filters = PayloadOf<'getSurveysForValidation'>;
const WIDE = { base: '100%', xs: 200 };

/** Category, country, round, status and search of the staff list; selects apply at once, text on submit. */
export function ValidationFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search ?? '');
  const apply = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  const all = { value: '', label: t('review.filters.all') };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search: search.trim() || undefined });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('review.filters.category')}
          data={[all, ...SURVEY_CATEGORIES.map((c) => ({ value: c, label: t(`footer.surveyTypes.${c}`) }))]}
          value={value.category ?? ''}
          onChange={(event) => apply({ category: SURVEY_CATEGORIES.find((c) => c === event.currentTarget.value) })}
          w={WIDE}
        />
        <NativeSelect
          label={t('review.filters.country')}
          data={[
            all,
            ...COUNTRIES.filter((c) => c.code !== DEFAULT_COUNTRY).map((c) => ({
              value: c.code,
              label: t(`countries.${c.code}`, { defaultValue: c.name }),
            })),
          ]}
          value={value.countryCode ?? ''}
          onChange={(event) => apply({ countryCode: event.currentTarget.value || undefined })}
          w={WIDE}
        />
        <NumberInput
          label={t('review.filters.round')}
          min={2000}
          max={2100}
          allowDecimal={false}
          value={value.round ?? ''}
          onChange={(round) => apply({ round: typeof round === 'number' && round >= 2000 ? round : undefined })}
          w={{ base: '100%', xs: 110 }}
        />
        <NativeSelect
          label={t('review.filters.status')}
          data={[all, ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`review.state.${FILTER_STATE[s]}`) }))]}
          value={value.status ?? ''}
          onChange={(event) => apply({ status: REVIEW_STATUSES.find((v) => v === event.currentTarget.value) })}
          w={{ base: '100%', xs: 210 }}
        />
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
