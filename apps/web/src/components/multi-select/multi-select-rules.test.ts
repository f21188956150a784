import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleItem } from './multi-select-rules.ts';
import type { MultiSelectItem } from './multi-select-rules.ts';

const items: MultiSelectItem[] = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B', isDisabled: true },
  { id: 'c', text: 'C' },
];

describe('multi-select rules', () => {
  it('adds and removes one choice, keeping the order of the items', () => {
    expect(toggleItem(items, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggleItem(items, ['a', 'c'], 'a', false)).toEqual(['c']);
  });

  it('selects all enabled choices and leaves disabled ones as they are', () => {
    expect(toggleAll(items, [], true)).toEqual(['a', 'c']);
    expect(toggleAll(items, ['b'], true)).toEqual(['a', 'b', 'c']);
    expect(toggleAll(items, ['a', 'b', 'c'], false)).toEqual(['b']);
  });

  it('shows select-all checked, mixed or empty', () => {
    expect(selectAllState(items, ['a', 'c'])).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState(items, ['a'])).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(items, ['b'])).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([{ id: 'x', text: 'X', isDisabled: true }], ['x'])).toEqual({
      checked: false,
      indeterminate: false,
    });
  });
});
