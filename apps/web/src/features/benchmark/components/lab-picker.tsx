import { useState } from 'react';
import { Alert, Button, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ViewedLab } from '../../../lib/session/viewed-lab.ts';
import { useBenchmarkLabs } from '../api/get-benchmark-labs.ts';
import { countryName } from '../peer-words.ts';
import classes from './benchmark.module.css';

const PAGE_SIZE = 10;

/** Staff choose the lab whose dashboards they view (§2 view-as-lab): search, pages of 10. */
export function LabPicker({ onPick }: { onPick: (lab: ViewedLab) => void }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const labs = useBenchmarkLabs({ search: debounced || undefined, page });
  const pages = Math.max(1, Math.ceil((labs.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack>
      <Title order={1}>{t('benchmark.labPicker.title')}</Title>
      <TextInput
        label={t('benchmark.labPicker.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {labs.isError && <Alert color="red">{t('benchmark.error')}</Alert>}
      {labs.data && labs.data.labs.length === 0 && <Text>{t('benchmark.labPicker.none')}</Text>}
      {labs.data && labs.data.labs.length > 0 && (
        <div className={classes.tableScroll} tabIndex={0}>
          <Table className={classes.table} striped withTableBorder>
            <caption>{t('benchmark.labPicker.caption', { total: labs.data.total })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('benchmark.labPicker.lab')}</Table.Th>
                <Table.Th scope="col">{t('benchmark.labPicker.country')}</Table.Th>
                <Table.Th scope="col">{t('benchmark.labPicker.categories')}</Table.Th>
                <Table.Th scope="col">
                  <span className={classes.visuallyHidden}>{t('benchmark.labPicker.open')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {labs.data.labs.map((lab) => (
                <Table.Tr key={lab.labCode}>
                  <Table.Th scope="row">
                    {lab.labName}
                    <Text size="xs" c="dimmed">
                      {lab.labCode}
                    </Text>
                  </Table.Th>
                  <Table.Td>{countryName(lab.country, i18n.language)}</Table.Td>
                  <Table.Td>{lab.categories.map((c) => t(`benchmark.category.${c}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      aria-label={t('benchmark.labPicker.openLab', { labName: lab.labName })}
                      onClick={() => onPick({ labCode: lab.labCode, labName: lab.labName })}
                    >
                      {t('benchmark.labPicker.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`admin.pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('admin.pagination.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
