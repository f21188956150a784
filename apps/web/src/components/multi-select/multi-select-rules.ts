/** One choice of the multi-select widget (§3 Other: id, text, tooltip, isDisabled). */
export interface MultiSelectItem {
  id: string;
  text: string;
  /** Shown when the pointer rests on the choice. */
  tooltip?: string;
  /** Cannot be changed: stays as it is, also by select-all. */
  isDisabled?: boolean;
}

/** The chosen ids after one choice changed, in the items' order. */
export function toggleItem(items: readonly MultiSelectItem[], value: readonly string[], id: string, on: boolean) {
  return items.filter((item) => (item.id === id ? on : value.includes(item.id))).map((item) => item.id);
}

/** The chosen ids after select-all: every enabled choice on (or off); disabled ones keep their state. */
export function toggleAll(items: readonly MultiSelectItem[], value: readonly string[], on: boolean) {
  return items.filter((item) => (item.isDisabled ? value.includes(item.id) : on)).map((item) => item.id);
}

/** Select-all's box: checked when every enabled choice is, mixed when some are. */
export function selectAllState(items: readonly MultiSelectItem[], value: readonly string[]) {
  const enabled = items.filter((item) => !item.isDisabled);
  const on = enabled.filter((item) => value.includes(item.id)).length;
  return { checked: enabled.length > 0 && on === enabled.length, indeterminate: on > 0 && on < enabled.length };
}
