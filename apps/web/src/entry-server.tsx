/**
 * The first-screen renderer (D182): the server loads this module's build (`dist/.ssr/entry-server.mjs`) and renders a
 * public route as a first-time visitor sees it, so the browser paints the page before the app's scripts have run;
 * the app then hydrates it (main.tsx). The portal's configuration must be known before the app's modules load (some
 * read it when they load), hence the app is imported only by `loadFirstScreenRenderer`.
 */
import { setServerPortalConfig } from './config/server-portal-config.ts';
import { setServerApi } from './config/server-api.ts';
import type { FirstScreenApi, RenderFirstScreen } from '@labbench/contract/constants';

/** `api` answers the screens' API calls (config/server-api.ts). */
export async function loadFirstScreenRenderer(
  portalConfigJson: string,
  api: FirstScreenApi,
): Promise<RenderFirstScreen> {
  setServerPortalConfig(portalConfigJson);
  setServerApi(api);
  const { renderFirstScreen } = await import('./app/first-screen/render-first-screen.tsx');
  return renderFirstScreen;
}
