import { Alert, Box, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useSurveysForValidation } from '../api/get-surveys-for-validation.ts';
import { ValidationFilters } from '../components/validation-filters.tsx';
import { ValidationCards } from '../components/validation-cards.tsx';
import { ValidationTable } from '../components/validation-table.tsx';
import { filtersFromParams, paramsFromFilters } from '../review-filters.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.validation.title' };

/**
 * /{company}-validate (D39, D56): submitted and returned responses for staff, filtered in the address, 10 a page;
 * a table on wide screens, cards on phones.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useSurveysForValidation(filters);
  const listSearch = params.toString();
  const detailPath = (responseId: string) =>
    `${pathname.replace(/\/$/, '')}/${encodeURIComponent(responseId)}${listSearch ? `?${listSearch}` : ''}`;

  return (
    <Container size="xl" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('pages.validation.title')}</Title>
        <ValidationFilters value={filters} onChange={(next) => setParams(paramsFromFilters(next))} />
        {list.isError && (
          <Alert color="red" role="alert">
            {t(toApiCallError(list.error).error.message, { defaultValue: t('errors.processError') })}
          </Alert>
        )}
        {list.isPending && (
          <Center py="xl">
            <Loader aria-label={t('review.loading')} />
          </Center>
        )}
        {list.data && (
          <>
            <Text c="gray.7" aria-live="polite">
              {t('review.table.total', { total: list.data.total })}
            </Text>
            {list.data.items.length > 0 && (
              <>
                <Box visibleFrom="md">
                  <ValidationTable rows={list.data.items} detailPath={detailPath} />
                </Box>
                <Box hiddenFrom="md">
                  <ValidationCards rows={list.data.items} detailPath={detailPath} />
                </Box>
              </>
            )}
            {list.data.pageCount > 1 && (
              <Group justify="center">
                <Pagination
                  total={list.data.pageCount}
                  value={list.data.page}
                  onChange={(page) => setParams(paramsFromFilters({ ...filters, page }))}
                  getControlProps={(control) => ({ 'aria-label': t(`review.pagination.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('review.pagination.page', { page }) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
