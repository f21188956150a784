import { Alert, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toApiCallError } from '../../../lib/api-client.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { auditFiltersFromParams, auditPayload, paramsFromAuditFilters } from '../audit-filters.ts';
import { AuditEntries } from '../components/audit-entries.tsx';
import { AuditFilterForm } from '../components/audit-filter-form.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'staff.audit.title' };

/** /{company}-admin/audit: the audit trail (issue 14 item 5, D65), its filters in the address, 10 a page. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const log = useAuditLog(auditPayload(filters));

  return (
    <Container size="xl" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('staff.audit.title')}</Title>
          <Text c="gray.7">{t('staff.audit.intro')}</Text>
        </Stack>
        <AuditFilterForm value={filters} onApply={(next) => setParams(paramsFromAuditFilters(next))} />
        {log.isError && (
          <Alert color="red" role="alert">
            {t(toApiCallError(log.error).error.message, { defaultValue: t('errors.processError') })}
          </Alert>
        )}
        {log.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {log.data && (
          <Stack gap="sm" aria-busy={log.isPlaceholderData}>
            <Text c="gray.7" aria-live="polite">
              {log.data.total > 0 ? t('staff.audit.total', { total: log.data.total }) : t('staff.audit.none')}
            </Text>
            {log.data.entries.length > 0 && <AuditEntries entries={log.data.entries} />}
            {log.data.pageCount > 1 && (
              <Group justify="center">
                <Pagination
                  total={log.data.pageCount}
                  value={log.data.page}
                  onChange={(page) => setParams(paramsFromAuditFilters({ ...filters, page }))}
                  getControlProps={(control) => ({ 'aria-label': t(`staff.audit.pagination.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('staff.audit.pagination.page', { page }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
