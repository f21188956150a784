import { useId, useState } from 'react';
import { Checkbox, Input, Popover, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MULTI_SELECT } from '@labbench/contract/constants';
import { selectAllState, toggleAll, toggleItem } from './multi-select-rules.ts';
import type { MultiSelectItem } from './multi-select-rules.ts';
import classes from './multi-select.module.css';

export type { MultiSelectItem };

interface MultiSelectProps {
  label: string;
  items: readonly MultiSelectItem[];
  /** The chosen ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Beyond this many chosen, the field shows their number instead of their names. */
const NAMES_SHOWN = 2;

/**
 * The multi-select widget of §9: no search, a select-all choice, a list at most 197 px high, no limit on how many
 * are chosen, 'Select' while none is. Each choice may carry a tooltip and be disabled.
 */
export function MultiSelect({ label, items, value, onChange, error, disabled }: MultiSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const id = useId();
  const chosen = items.filter((item) => value.includes(item.id));
  const all = selectAllState(items, value);
  const summary =
    chosen.length === 0
      ? t('common.select')
      : chosen.length <= NAMES_SHOWN
        ? chosen.map((item) => item.text).join(', ')
        : t('common.selectedCount', { count: chosen.length });

  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id: `${id}-label`, htmlFor: undefined }}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width="target"
        shadow="md"
        // Opens at once, as Mantine's own selects do.
        transitionProps={{ duration: 0 }}
      >
        <Popover.Target>
          <button
            type="button"
            className={classes.trigger}
            aria-expanded={opened}
            // Named by the label (Popover.Target sets the id); the current choice is read as its description.
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-summary`}
            disabled={disabled}
            data-placeholder={chosen.length === 0 || undefined}
            data-error={error ? true : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            <span id={`${id}-summary`} className={classes.summary}>
              {summary}
            </span>
            <span aria-hidden>▾</span>
          </button>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <div role="group" aria-label={label} className={classes.list} style={{ maxHeight: MULTI_SELECT.maxHeightPx }}>
            {MULTI_SELECT.selectAll && (
              <Checkbox
                className={classes.selectAll}
                label={t('common.selectAll')}
                checked={all.checked}
                indeterminate={all.indeterminate}
                onChange={(event) => onChange(toggleAll(items, value, event.currentTarget.checked))}
              />
            )}
            {items.map((item) => {
              const box = (
                <Checkbox
                  label={item.text}
                  checked={value.includes(item.id)}
                  disabled={item.isDisabled}
                  onChange={(event) => onChange(toggleItem(items, value, item.id, event.currentTarget.checked))}
                />
              );
              return item.tooltip ? (
                <Tooltip key={item.id} label={item.tooltip} position="right" withArrow>
                  <div>{box}</div>
                </Tooltip>
              ) : (
                <div key={item.id}>{box}</div>
              );
            })}
          </div>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
