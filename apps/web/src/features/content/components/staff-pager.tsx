import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The count of matches and the pages of a staff list (10 a page). */
export function StaffPager({
  total,
  page,
  pageSize,
  totalKey,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  totalKey: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <>
      <Text c="gray.7" aria-live="polite">
        {t(totalKey, { count: total })}
      </Text>
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': t(`admin.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('admin.pagination.page', { page: item }) })}
          />
        </Group>
      )}
    </>
  );
}
