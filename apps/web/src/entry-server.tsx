/**
 * The first-screen renderer (D182): the server loads this module's build (`dist/.ssr/entry-server.mjs`) and renders a
 * public route as a first-time visitor sees it, so the browser paints the page before the app's scripts have run;
 * the app then hydrates it (main.tsx). The portal's configuration must be known before the app's modules load (some
 * read it when they load), hence the app is imported only by `loadFirstScreenRenderer`.
 */
import type { LanguageId } from '@labbench/contract';
import { setServerPortalConfig } from './config/server-portal-config.ts';

export interface FirstScreenRequest {
  /** The page's address: origin, path and query. */
  url: string;
  /** The visitor's country and the page's language, as the page's boot data gives them to the browser. */
  country: string;
  language: LanguageId;
  /** The language's interface texts, nested as in `locales/*.json`. */
  texts: Record<string, unknown>;
}

/** The HTML of `#root`, or null when the address has no server-rendered first screen. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<string | null>;

export async function loadFirstScreenRenderer(portalConfigJson: string): Promise<RenderFirstScreen> {
  setServerPortalConfig(portalConfigJson);
  const { renderFirstScreen } = await import('./app/first-screen/render-first-screen.tsx');
  return renderFirstScreen;
}
