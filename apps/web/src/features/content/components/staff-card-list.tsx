import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';

interface StaffCardListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[] | null | undefined;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** The staff content screens' lists: one bordered card per row, read as a list; nothing while there are no rows. */
export function StaffCardList<T>({ label, items, itemKey, children }: StaffCardListProps<T>) {
  if (!items?.length) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Paper key={itemKey(item)} component="li" withBorder radius="md" p="sm">
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}
