import { Fragment, useState } from 'react';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { diffRows } from '../audit-diff.ts';
import { formatAuditTime } from '../audit-time.ts';
import { ChangesTable, ChangesToggle } from './audit-changes.tsx';
import classes from './staff.module.css';

type Entry = ResponseOf<'getAuditLog'>['entries'][number];

function When({ entry }: { entry: Entry }) {
  const { i18n } = useTranslation();
  return <time dateTime={entry.at}>{formatAuditTime(entry.at, i18n.language)}</time>;
}

function Who({ entry }: { entry: Entry }) {
  return (
    <Stack gap={0}>
      {entry.actorName && <Text size="sm">{entry.actorName}</Text>}
      <Text size="sm" c={entry.actorName ? 'gray.7' : undefined} className={classes.breakAnywhere}>
        {entry.actorEmail}
      </Text>
    </Stack>
  );
}

function Target({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" className={classes.breakAnywhere}>
      {entry.targetLabel
        ? t('staff.audit.targetWithLabel', {
            target: t(`staff.audit.targets.${entry.targetType}`),
            label: entry.targetLabel,
          })
        : t(`staff.audit.targets.${entry.targetType}`)}
    </Text>
  );
}

/** The lab by its name today and its code then; a deleted lab by its code only. */
function Lab({ entry }: { entry: Entry }) {
  if (!entry.labCode && !entry.labName) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      {entry.labName && <Text size="sm">{entry.labName}</Text>}
      {entry.labCode && (
        <Text size="xs" c="gray.7">
          {entry.labCode}
        </Text>
      )}
    </Stack>
  );
}

/** Which entries show their values (by id); the ids of their value tables. */
function useOpenEntries() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

/** Desktop: one row an entry, its values in a full-width row below it when opened. */
function EntryTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const { isOpen, toggle } = useOpenEntries();
  return (
    <Table verticalSpacing="sm" striped withTableBorder data-testid="audit-table">
      <Table.Thead>
        <Table.Tr>
          {(['when', 'who', 'what', 'target', 'lab', 'changes'] as const).map((column) => (
            <Table.Th key={column} scope="col">
              {t(`staff.audit.columns.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const rows = diffRows(entry.before, entry.after);
          const tableId = `changes-wide-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <Table.Tr data-action={entry.action}>
                <Table.Td className={classes.nowrap}>
                  <When entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Who entry={entry} />
                </Table.Td>
                <Table.Td>{t(`staff.audit.actions.${entry.action}`)}</Table.Td>
                <Table.Td>
                  <Target entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Lab entry={entry} />
                </Table.Td>
                <Table.Td>
                  <ChangesToggle
                    rows={rows}
                    open={isOpen(entry.id)}
                    onToggle={() => toggle(entry.id)}
                    controls={tableId}
                  />
                </Table.Td>
              </Table.Tr>
              {isOpen(entry.id) && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <ChangesTable rows={rows} id={tableId} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Phone: one card an entry, its parts labelled. */
function EntryCards({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const { isOpen, toggle } = useOpenEntries();
  return (
    <Stack gap="sm" data-testid="audit-cards">
      {entries.map((entry) => {
        const rows = diffRows(entry.before, entry.after);
        const tableId = `changes-narrow-${entry.id}`;
        return (
          <Paper key={entry.id} withBorder p="sm" radius="md" data-action={entry.action}>
            <Text fw={700}>{t(`staff.audit.actions.${entry.action}`)}</Text>
            <Text size="sm" c="gray.7">
              <When entry={entry} />
            </Text>
            <dl className={classes.entryFacts}>
              <dt>{t('staff.audit.columns.who')}</dt>
              <dd>
                <Who entry={entry} />
              </dd>
              <dt>{t('staff.audit.columns.target')}</dt>
              <dd>
                <Target entry={entry} />
              </dd>
              <dt>{t('staff.audit.columns.lab')}</dt>
              <dd>
                <Lab entry={entry} />
              </dd>
            </dl>
            <ChangesToggle rows={rows} open={isOpen(entry.id)} onToggle={() => toggle(entry.id)} controls={tableId} />
            {isOpen(entry.id) && <ChangesTable rows={rows} id={tableId} />}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The entries of one page: a table from 62em up, cards below. */
export function AuditEntries({ entries }: { entries: Entry[] }) {
  return (
    <>
      <div className={classes.wideOnly}>
        <EntryTable entries={entries} />
      </div>
      <div className={classes.narrowOnly}>
        <EntryCards entries={entries} />
      </div>
    </>
  );
}
