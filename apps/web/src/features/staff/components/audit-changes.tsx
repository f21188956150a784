import { Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiffRow } from '../audit-diff.ts';
import classes from './staff.module.css';

/** Shows or hides an entry's values; says how many fields there are, or that none were kept. */
export function ChangesToggle({
  rows,
  open,
  onToggle,
  controls,
}: {
  rows: DiffRow[];
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('staff.audit.noChanges')}
      </Text>
    );
  return (
    <UnstyledButton className={classes.changesToggle} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t('staff.audit.showChanges', { count: rows.length })}
    </UnstyledButton>
  );
}

/** The values before and after, field by field. */
export function ChangesTable({ rows, id }: { rows: DiffRow[]; id: string }) {
  const { t } = useTranslation();
  const empty = <span className={classes.empty}>—</span>;
  return (
    <Table id={id} withTableBorder fz="sm" className={classes.diff}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('staff.audit.field')}</Table.Th>
          <Table.Th scope="col">{t('staff.audit.before')}</Table.Th>
          <Table.Th scope="col">{t('staff.audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th scope="row">{row.field}</Table.Th>
            <Table.Td className={classes.before}>{row.before ?? empty}</Table.Td>
            <Table.Td className={classes.after}>{row.after ?? empty}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
