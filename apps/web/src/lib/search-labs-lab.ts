import { sessionStore } from './browser-storage.ts';
/**
 * The searchLabs permission of §2, kept in session storage: the lab id of the `register/{labId}` address that opened
 * the view (app/search-labs-view.ts grants and ends it; the searchLabs screen reads which lab it was).
 */
export const SEARCH_LABS_KEY = 'searchLabsView';

/** The lab id the searchLabs view was opened for, or null. */
export function searchLabsLabId(storage: Storage = sessionStore): string | null {
  return storage.getItem(SEARCH_LABS_KEY);
}
