import { useState } from 'react';
import { Group, Pagination, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportGrid } from '@labbench/contract';
import type { ImportProblem } from '../import-flow.ts';
import { problemsByRow } from '../problem-index.ts';
import type { RowProblems } from '../problem-index.ts';

/** Rows a page of the preview shows. */
const PAGE_ROWS = 50;
/** Characters of a cell shown; the whole text is in its tooltip. */
const SHOWN = 60;

const MARK = {
  error: { background: 'var(--mantine-color-red-0)', color: 'red.8' },
  warning: { background: 'var(--mantine-color-yellow-0)', color: 'yellow.9' },
} as const;

/** A cell's or a row's reasons; on the row, each with the column it is about when it names one. */
function CellProblems({ problems, withColumn = false }: { problems: readonly ImportProblem[]; withColumn?: boolean }) {
  const { t } = useTranslation();
  return problems.map((problem, i) => (
    <Text
      key={`${problem.message}-${i}`}
      size="xs"
      c={MARK[problem.severity].color}
      style={{ whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: withColumn ? 160 : undefined }}
    >
      {withColumn && problem.column ? `${problem.column}: ` : ''}
      {t(problem.message, { defaultValue: problem.message })}
    </Text>
  ));
}

function cellMark(problems: readonly ImportProblem[] | undefined) {
  if (!problems?.length) return undefined;
  return problems.some((p) => p.severity === 'error') ? 'error' : 'warning';
}

/**
 * The file's rows as read, a page at a time, each bad cell marked with its reasons (errors red, warnings yellow) and
 * the row's own problems beside its number. The table scrolls inside its frame, never the page.
 */
export function ImportPreview({ grid, problems }: { grid: ImportGrid; problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(1);
  const byRow = problemsByRow(problems, grid.columns);
  const rows = onlyProblems ? grid.rows.filter((row) => byRow.has(row.row)) : grid.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_ROWS));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE_ROWS, Math.min(page, pages) * PAGE_ROWS);
  const none: RowProblems = { cells: new Map(), row: [], hasError: false };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {t('transfer.preview.title')}
        </Title>
        <Switch
          label={t('transfer.preview.onlyProblems')}
          checked={onlyProblems}
          onChange={(event) => {
            setOnlyProblems(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      <Table.ScrollContainer minWidth={Math.min(4000, 90 + grid.columns.length * 150)} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label={t('transfer.preview.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transfer.preview.rowHeader')}</Table.Th>
              {grid.columns.map((column, i) => (
                <Table.Th key={`${column}-${i}`} style={{ whiteSpace: 'nowrap' }}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const found = byRow.get(row.row) ?? none;
              const rowMark = cellMark(found.row);
              return (
                <Table.Tr key={row.row} data-row={row.row} data-problem={found.hasError ? 'error' : undefined}>
                  <Table.Td
                    style={{ background: rowMark ? MARK[rowMark].background : undefined, verticalAlign: 'top' }}
                  >
                    <Text size="sm" fw={600}>
                      {row.row}
                    </Text>
                    <CellProblems problems={found.row} withColumn />
                  </Table.Td>
                  {grid.columns.map((column, i) => {
                    const text = row.cells[i] ?? '';
                    const cellProblems = found.cells.get(column);
                    const mark = cellMark(cellProblems);
                    return (
                      <Table.Td
                        key={`${column}-${i}`}
                        data-column={column}
                        data-problem={mark}
                        title={text.length > SHOWN ? text : undefined}
                        style={{
                          background: mark ? MARK[mark].background : undefined,
                          verticalAlign: 'top',
                          maxWidth: 260,
                        }}
                      >
                        <Text size="sm" truncate>
                          {text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}
                        </Text>
                        {cellProblems && <CellProblems problems={cellProblems} />}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && <Text c="gray.7">{t('transfer.preview.noRows')}</Text>}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`transfer.preview.pagination.${control}`) })}
            getItemProps={(n) => ({ 'aria-label': t('transfer.preview.pagination.page', { page: n }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
