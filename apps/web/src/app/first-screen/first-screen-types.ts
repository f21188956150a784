import type { LanguageId } from '@labbench/contract';

/** What the server asks the renderer for (apps/server/src/web/first-screen.ts). */
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
