import '../staff-mantine-styles.ts';
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useExportNewsletterSubscribers } from '../api/export-newsletter-subscribers.ts';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers.ts';
import { StaffPage } from '../../../components/staff-page.tsx';
import { StaffPager } from '../components/staff-pager.tsx';
import { StaffCardList } from '../components/staff-card-list.tsx';
import { StaffQueryState } from '../components/staff-query-state.tsx';
import { languageName } from '../components/staff-version-badges.tsx';
import { staffDateTime } from '../staff-format.ts';
import { paramsFromStaffFilters, staffFiltersFromParams } from '../staff-list-params.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'contentStaff.newsletter.title' };

const WRAP = { overflowWrap: 'anywhere' } as const;

/** /{company}-admin/newsletter: the confirmed subscribers (issue 17 item 4), searchable, 10 a page, and as CSV. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { search, page } = staffFiltersFromParams(params);
  const [text, setText] = useState(search ?? '');
  const subscribers = useNewsletterSubscribers({ search, page });
  const download = useExportNewsletterSubscribers();
  const rows = subscribers.data?.items ?? [];
  return (
    <StaffPage
      title={t('contentStaff.newsletter.title')}
      back={{ to: staffPaths.home, label: t('admin.backToStaffHome') }}
      actions={
        <Button onClick={() => download.mutate({})} loading={download.isPending} variant="default">
          {t('contentStaff.newsletter.export')}
        </Button>
      }
    >
      {download.error && (
        <Alert color="red" role="alert">
          {t(toApiCallError(download.error).error.message, { defaultValue: t('errors.processError') })}
        </Alert>
      )}
      <form
        role="search"
        aria-label={t('contentStaff.newsletter.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(paramsFromStaffFilters({ search: text.trim() || undefined, page: 1 }));
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('contentStaff.list.search')}
            description={t('contentStaff.newsletter.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <Button type="submit">{t('contentStaff.list.apply')}</Button>
        </Group>
      </form>
      <StaffQueryState
        isPending={subscribers.isPending}
        error={subscribers.error}
        empty={subscribers.data && rows.length === 0}
        emptyKey="contentStaff.newsletter.empty"
        onRetry={() => void subscribers.refetch()}
      />
      <StaffCardList label={t('contentStaff.newsletter.results')} items={rows} itemKey={(s) => s.email}>
        {(s) => (
          <Group justify="space-between" gap="sm" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={600} style={WRAP}>
                {`${s.firstName} ${s.lastName}`.trim()}
              </Text>
              <Text size="sm" style={WRAP}>
                {s.email}
              </Text>
              <Text size="sm" c="gray.7" style={WRAP}>
                {[s.company, s.jobTitle, t(`countries.${s.country}`, { defaultValue: s.country })]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Stack gap={2} style={{ flex: '1 1 14rem' }}>
              <Text size="sm">{languageName(s.language)}</Text>
              <Text size="sm" c="gray.7">
                {t('contentStaff.newsletter.confirmed', { when: staffDateTime(s.confirmedAt, i18n.language) })}
              </Text>
              <Text size="sm" c="gray.7">
                {s.marketingConsent
                  ? t('contentStaff.newsletter.marketingYes')
                  : t('contentStaff.newsletter.marketingNo')}
              </Text>
            </Stack>
          </Group>
        )}
      </StaffCardList>
      {subscribers.data && subscribers.data.total > 0 && (
        <StaffPager
          {...subscribers.data}
          totalKey="contentStaff.newsletter.total"
          onPage={(next) => setParams(paramsFromStaffFilters({ search, page: next }))}
        />
      )}
    </StaffPage>
  );
}
