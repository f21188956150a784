import '../staff-mantine-styles.ts';
import { useState } from 'react';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useContentItems } from '../api/get-content-items.ts';
import { StaffPage } from '../../../components/staff-page.tsx';
import { StaffPager } from '../components/staff-pager.tsx';
import { StaffCardList } from '../components/staff-card-list.tsx';
import { StaffQueryState } from '../components/staff-query-state.tsx';
import { StaffVersionBadges } from '../components/staff-version-badges.tsx';
import { staffDateTime } from '../staff-format.ts';
import { paramsFromStaffFilters, staffFiltersFromParams } from '../staff-list-params.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'contentStaff.list.title' };

type Row = ResponseOf<'getContentItems'>['items'][number];
const WRAP = { overflowWrap: 'anywhere' } as const;

/** What an item is: its section, or its page type and country. */
function ItemKind({ item }: { item: Row }) {
  const { t } = useTranslation();
  const what =
    item.kind === 'article'
      ? t(`contentStaff.sections.${item.section ?? 'thought-leadership'}`)
      : `${t(`contentStaff.pageTypes.${item.pageType ?? 'aboutus'}`)} · ${item.country ?? t('contentStaff.countryGeneral')}`;
  return (
    <Text size="sm" c="gray.7" style={WRAP}>
      {t(`contentStaff.kinds.${item.kind}`)} · {what}
      {item.slug ? ` · ${item.slug}` : ''}
    </Text>
  );
}

/** /{company}-admin/content: the articles and pages, 10 a page, with their languages' states; and new ones. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = staffFiltersFromParams(params);
  const [search, setSearch] = useState(filters.search ?? '');
  const items = useContentItems(filters);
  const rows = items.data?.items ?? [];
  return (
    <StaffPage
      title={t('contentStaff.list.title')}
      back={{ to: staffPaths.home, label: t('admin.backToStaffHome') }}
      actions={
        <>
          <Button component={Link} to={staffPaths.newContent('article')}>
            {t('contentStaff.list.newArticle')}
          </Button>
          <Button component={Link} to={staffPaths.newContent('page')} variant="default">
            {t('contentStaff.list.newPage')}
          </Button>
        </>
      }
    >
      <Group gap="md" component="nav" aria-label={t('contentStaff.list.more')}>
        <Anchor component={Link} to={staffPaths.contentTags}>
          {t('contentStaff.tags.title')}
        </Anchor>
        <Anchor component={Link} to={staffPaths.contentContributors}>
          {t('contentStaff.contributors.title')}
        </Anchor>
        <Anchor component={Link} to={staffPaths.newsletter}>
          {t('contentStaff.newsletter.title')}
        </Anchor>
      </Group>
      <form
        role="search"
        aria-label={t('contentStaff.list.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(paramsFromStaffFilters({ ...filters, search: search.trim() || undefined, page: 1 }));
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('contentStaff.list.search')}
            description={t('contentStaff.list.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <Button type="submit">{t('contentStaff.list.apply')}</Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label={t('contentStaff.list.kindFilter')}
        value={filters.kind ?? 'all'}
        onChange={(value) =>
          setParams(
            paramsFromStaffFilters({
              ...filters,
              kind: CONTENT_KINDS.find((k) => k === value),
              page: 1,
            }),
          )
        }
        data={[
          { value: 'all', label: t('contentStaff.list.all') },
          ...CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`contentStaff.kinds.${kind}`) })),
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <StaffQueryState
        isPending={items.isPending}
        error={items.error}
        empty={items.data && rows.length === 0}
        emptyKey="contentStaff.list.empty"
        onRetry={() => void items.refetch()}
      />
      <StaffCardList label={t('contentStaff.list.results')} items={rows} itemKey={(item) => item.id}>
        {(item) => (
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 18rem' }}>
              <Anchor component={Link} to={staffPaths.contentItem(item.id)} fw={600} style={WRAP}>
                {item.title || t('contentStaff.untitled')}
              </Anchor>
              <ItemKind item={item} />
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flex: '0 1 auto' }}>
              <StaffVersionBadges versions={item.versions} />
              <Text size="xs" c="gray.7">
                {t('contentStaff.list.changed', { when: staffDateTime(item.updatedAt, i18n.language) })}
              </Text>
            </Stack>
          </Group>
        )}
      </StaffCardList>
      {items.data && items.data.total > 0 && (
        <StaffPager
          {...items.data}
          totalKey="contentStaff.list.total"
          onPage={(page) => setParams(paramsFromStaffFilters({ ...filters, page }))}
        />
      )}
    </StaffPage>
  );
}
