import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_QUERIES } from '@labbench/contract/constants';
import { initI18n } from '../i18n/index.ts';
import { currentLanguage } from '../lib/locale-store.ts';
import { nextTask } from '../lib/next-task.ts';
import { startTelemetryWhenIdle } from '../lib/telemetry-start.ts';
import { bootstrapLocale } from './bootstrap-locale.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

/** Once the router has run the first address's middleware and loaded its route modules. */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** How long the answers a server-rendered page brought count as fresh: its screen does not ask again on mounting. */
const SERVED_FRESH_MS = 60_000;

/**
 * The API answers the server's first screen shows (D184), in the query cache before the hydration reads them. They
 * were current when the page was served (the server drops its renders on every change of content), so they count
 * from the page's load.
 */
async function takeServerQueries(): Promise<void> {
  const json = document.getElementById(FIRST_SCREEN_QUERIES)?.textContent;
  if (!json) return;
  const [{ hydrate }, { queryClient }] = await Promise.all([
    import('@tanstack/react-query'),
    import('../lib/query-client.ts'),
  ]);
  const state = JSON.parse(json) as DehydratedState;
  const loadedAt = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = loadedAt;
    queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVED_FRESH_MS });
  }
  hydrate(queryClient, state);
}

/**
 * The app in `container`: the server's first screen hydrated (`hydrate`), else rendered anew. The auth record is
 * read when its store loads; country and language (from index.html) are settled first.
 */
export async function startApp(container: HTMLElement, hydrate: boolean): Promise<void> {
  // First, so errors of the start itself are reported (TELEMETRY_KEY set only).
  startTelemetryWhenIdle();
  bootstrapLocale();
  await initI18n(currentLanguage());
  // Over the server's screen the start runs in short tasks (D184): texts, route table, route modules, hydration.
  if (hydrate) await nextTask();
  const router = createAppRouter();
  // The server's first screen is inert until the app has taken it over: nothing typed or clicked before is lost.
  const release = () => container.removeAttribute('inert');
  const app = (
    <StrictMode>
      <AppProvider onFirstCommit={release}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (!hydrate) {
    // A server's screen that is not this browser's goes before it can show (layout.css hides it while it is there).
    container.replaceChildren();
    container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    // As a transition the first render yields to the browser every few milliseconds instead of one long task.
    startTransition(() => createRoot(container).render(app));
    return;
  }
  // Hydration must render what the server did: the route's screen, not the loading fallback in its place.
  await Promise.all([initialized(router), takeServerQueries()]);
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
