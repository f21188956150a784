import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ARTICLE_SECTIONS, COUNTRIES_WITH_OWN_PAGES, PAGE_TYPES } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';
import { useContentTags } from '../api/get-content-tags.ts';
import type { ContentFormValues } from '../staff-content-form.ts';
import { useContributorOptions } from '../staff-contributors-query.ts';

/** The item's own fields: an article's section, address, tags and contributors; a page's type and country. */
export function StaffContentMeta({ form }: { form: UseFormReturn<ContentFormValues> }) {
  const { t, i18n } = useTranslation();
  const error = useFieldError(form.formState.errors);
  const kind = form.watch('kind');
  const tags = useContentTags();
  const contributors = useContributorOptions();
  const lang = i18n.language as LanguageId;
  if (kind === 'page')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="pageType"
          render={({ field }) => (
            <Select
              label={t('contentStaff.edit.pageType')}
              required
              data={PAGE_TYPES.map((type) => ({ value: type, label: t(`contentStaff.pageTypes.${type}`) }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={error('pageType')}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="content-country-label">
                {t('contentStaff.edit.country')}
              </Text>
              <SegmentedControl
                aria-labelledby="content-country-label"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'general', label: t('contentStaff.countryGeneral') },
                  ...COUNTRIES_WITH_OWN_PAGES.map((c) => ({
                    value: c,
                    label: t(`countries.${c}`, { defaultValue: c }),
                  })),
                ]}
              />
            </Stack>
          )}
        />
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={form.control}
        name="section"
        render={({ field }) => (
          <Select
            label={t('contentStaff.edit.section')}
            required
            data={ARTICLE_SECTIONS.map((s) => ({ value: s, label: t(`contentStaff.sections.${s}`) }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={error('section')}
            allowDeselect={false}
          />
        )}
      />
      <TextInput
        label={t('contentStaff.edit.slug')}
        description={t('contentStaff.edit.slugHint')}
        required
        {...form.register('slug')}
        error={error('slug')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <MultiSelect
            label={t('contentStaff.edit.tags')}
            data={(tags.data?.tags ?? []).map((tag) => ({
              value: tag.slug,
              label: tag.names[lang] || tag.names.en || tag.slug,
            }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            searchable
            clearable
            nothingFoundMessage={t('contentStaff.edit.noTags')}
            error={error('tags') ?? (tags.error ? t('contentStaff.edit.tagsFailed') : undefined)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="contributorIds"
        render={({ field }) => (
          <MultiSelect
            label={t('contentStaff.edit.contributors')}
            data={contributors.options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            searchable
            clearable
            nothingFoundMessage={t('contentStaff.edit.noContributors')}
            error={
              error('contributorIds') ?? (contributors.failed ? t('contentStaff.edit.contributorsFailed') : undefined)
            }
          />
        )}
      />
    </SimpleGrid>
  );
}
