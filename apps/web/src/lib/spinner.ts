import { useSyncExternalStore } from 'react';

export interface SpinnerState {
  visible: boolean;
  /** i18n key of the text under the spinner (shown on the China site only, §2). */
  messageKey: string | null;
}

const HIDDEN: SpinnerState = { visible: false, messageKey: null };

/** Nested work (a page load inside a save) shows one overlay until every show() has its hide(). */
let depth = 0;
let state: SpinnerState = HIDDEN;
const listeners = new Set<() => void>();

function set(next: SpinnerState) {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l());
}

export const spinner = {
  show: (messageKey?: string) => {
    depth += 1;
    const key = messageKey ?? state.messageKey;
    set(state.visible && key === state.messageKey ? state : { visible: true, messageKey: key });
  },
  hide: () => {
    if (depth === 0) return;
    depth -= 1;
    if (depth === 0) set(HIDDEN);
  },
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSpinner(): SpinnerState {
  return useSyncExternalStore(spinner.subscribe, spinner.get, spinner.get);
}
