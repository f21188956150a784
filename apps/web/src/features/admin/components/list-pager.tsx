import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The count of matches and the pages of a staff list (10 a page, §9); the server has clamped `page`. */
export function ListPager({
  total,
  page,
  pageCount,
  totalKey,
  onPage,
}: {
  total: number;
  page: number;
  pageCount: number;
  totalKey: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text c="gray.7" aria-live="polite">
        {t(totalKey, { total })}
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
