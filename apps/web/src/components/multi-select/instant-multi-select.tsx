import { useState } from 'react';
import type { ComponentProps } from 'react';
import { MultiSelect } from './multi-select.tsx';

/**
 * The §9 multi-select for a filter applied at each tick through the address: the tick shows at once, while the
 * navigation (its guards run first) brings the new value; a value that changes from outside (back, a link) wins.
 */
export function InstantMultiSelect({ value, onChange, ...props }: ComponentProps<typeof MultiSelect>) {
  const key = value.join('\n');
  const [draft, setDraft] = useState({ key, ids: value });
  const shown = draft.key === key ? draft.ids : value;
  return (
    <MultiSelect
      {...props}
      value={shown}
      onChange={(ids) => {
        setDraft({ key, ids });
        onChange(ids);
      }}
    />
  );
}
