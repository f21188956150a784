/** Site behaviour constants of §9: the idle watcher, modal stacking, the multi-select widget and cookie consent. */

/**
 * The idle watcher (§4, §9): a signed-in user idle this long is warned, signed out after the inactivity timeout;
 * activity is counted at most once per `sensitivity`; the session is checked every `ping` while active.
 */
export const IDLE_TIMERS_MS = {
  idle: 600_000,
  sensitivity: 1_000,
  timeout: 300_000,
  ping: 120_000,
} as const;

/** What counts as activity for the idle watcher (§4). */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'resize', 'keydown'] as const;

/** Every modal's z-index (§9); menus, selects and tooltips open above it. */
export const MODAL_Z_INDEX = 1050;
export const POPOVER_Z_INDEX = 1060;

/** The multi-select widget (§9): search off, select-all on, 197 px list, no limit (-1). */
export const MULTI_SELECT = {
  search: false,
  selectAll: true,
  maxHeightPx: 197,
  limit: -1,
} as const;

/** Local-storage keys of cookie consent (§3): '1' once the visitor answered, and the optional categories chosen. */
export const COOKIE_NOTICE_KEY = 'is_cookie_notice_accepted';
export const COOKIE_PREFERENCES_KEY = 'cookie_preferences';
