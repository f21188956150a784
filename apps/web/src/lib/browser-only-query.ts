import type { Query, QueryMeta } from '@tanstack/react-query';

/**
 * The meta of a query only the browser asks: the server's render of the screen (D184) shows it as pending and leaves
 * the call to the browser (D185). For calls that act (a verification link is used up when it is opened) or whose answer
 * a page kept in the server's cache must not hold.
 */
export const BROWSER_ONLY: QueryMeta = { browserOnly: true };

export const isBrowserOnly = (query: Query): boolean => query.meta?.browserOnly === true;
