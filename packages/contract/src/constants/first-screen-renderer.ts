import type { LanguageId } from './languages.ts';

/**
 * How the server and the web build's first-screen renderer (apps/web/src/entry-server.tsx, D182, D184) talk: one
 * description for both sides, as the server loads the renderer's module at run time.
 */

/** What the server asks the renderer for. */
export interface FirstScreenRequest {
  /** The page's address: origin, path and query. */
  url: string;
  /** The visitor's country and the page's language, as the page's boot data gives them to the browser. */
  country: string;
  language: LanguageId;
  /** The language's interface texts, nested as in `locales/*.json`. */
  texts: Record<string, unknown>;
}

/** A rendered first screen: the HTML of `#root`, and the API answers it shows for the browser's query cache. */
export interface FirstScreen {
  html: string;
  /** TanStack Query's dehydrated state as JSON, or null when the screen asked the API for nothing. */
  queries: string | null;
}

/** The first screen, or null when the address has none or its data could not be had. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** How the renderer asks the server's own API while it renders: a path and a fetch's init, as `fetch` takes them. */
export type FirstScreenApi = (path: string, init: RequestInit) => Promise<Response>;
