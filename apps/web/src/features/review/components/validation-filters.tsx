import { useState } from 'react';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, DEFAULT_COUNTRY, SURVEY_CATEGORIES } from '@labbench/contract/constants';
import type { PayloadOf } from '@labbench/contract';
import { REVIEW_STATUSES } from '../review-filters.ts';

type Filters = PayloadOf<'getSurveysForValidation'>;

/** Category, country, round, status and search of the staff list; selects apply at once, text on submit. */
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
        <Select
          label={t('review.filters.category')}
          placeholder={t('review.filters.all')}
          clearable
          data={SURVEY_CATEGORIES.map((c) => ({ value: c, label: t(`footer.surveyTypes.${c}`) }))}
          value={value.category ?? null}
          onChange={(category) => apply({ category: (category as Filters['category']) ?? undefined })}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('review.filters.country')}
          placeholder={t('review.filters.all')}
          clearable
          searchable
          data={COUNTRIES.filter((c) => c.code !== DEFAULT_COUNTRY).map((c) => ({
            value: c.code,
            label: t(`countries.${c.code}`, { defaultValue: c.name }),
          }))}
          value={value.countryCode ?? null}
          onChange={(countryCode) => apply({ countryCode: countryCode ?? undefined })}
          w={{ base: '100%', xs: 200 }}
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
        <Select
          label={t('review.filters.status')}
          placeholder={t('review.filters.all')}
          clearable
          data={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`review.status.${s}`) }))}
          value={value.status ?? null}
          onChange={(status) => apply({ status: status ?? undefined })}
          w={{ base: '100%', xs: 160 }}
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
