/**
 * The first-screen renderer (D182): the server loads this module's build (`dist/.ssr/entry-server.mjs`) and renders a
 * public route as a first-time visitor sees it, so the browser paints the page before the app's scripts have run;
 * the app then hydrates it (main.tsx). The portal's configuration must be known before the app's modules load (some
 * read it when they load), hence the app is imported only by `loadFirstScreenRenderer`.
 */
import type { LanguageId } from '@labbench/contract';
import { setServerPortalConfig } from './config/server-portal-config.ts';
import { setServerApi } from './config/server-api.ts';
import type { ServerApi } from './config/server-api.ts';

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

/** `api` answers the screens' API calls (config/server-api.ts). */
export async function loadFirstScreenRenderer(portalConfigJson: string, api: ServerApi): Promise<RenderFirstScreen> {
  setServerPortalConfig(portalConfigJson);
  setServerApi(api);
  const { renderFirstScreen } = await import('./app/first-screen/render-first-screen.tsx');
  return renderFirstScreen;
}
