import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, isFirstScreenPath } from '@labbench/contract/constants';
import type { FirstScreen, FirstScreenRequest } from '@labbench/contract/constants';
import { pageBoot } from '../../i18n/page-boot.ts';
import { localStore } from '../../lib/browser-storage.ts';
import { setRenderedOrigin } from '../../lib/page-origin.ts';
import { storeCountry, storeLanguage } from '../../lib/locale-store.ts';
import { AppProvider } from '../provider.tsx';
import { appRoutes } from '../router.tsx';
import { renderWithQueries } from './query-passes.ts';
import { withContentRoutes } from './server-routes.ts';

const handler = withContentRoutes(appRoutes).then((routes) => createStaticHandler(routes));

const ready = i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_IDS,
  load: 'currentOnly',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** One render at a time: the texts' language is the one global i18next instance's, as in the browser. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * What a first-time visitor's browser holds when the app renders (start-app.tsx, bootstrapLocale): the page's boot
 * data, and only the country and language stored from it.
 */
function becomeFirstTimeVisitor({ country, language, texts }: FirstScreenRequest) {
  Object.assign(pageBoot, { country, language, texts });
  localStore.clear();
  storeCountry(country);
  storeLanguage(language);
}

/**
 * The route's screen inside the app's frame, as a first-time visitor's browser renders it (main.tsx): signed out,
 * nothing stored, the page's language. Middleware does not run here: only addresses whose guards let every visitor
 * through are rendered (isFirstScreenPath), without a query, whose middleware could lead elsewhere.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { url, language, texts } = request;
  const address = new URL(url);
  if (address.search || !isFirstScreenPath(address.pathname)) return null;
  const routes = await handler;
  const context = await routes.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const renderOnce = async () => {
    // Complete, lazily loaded parts included: a string render would leave those to the browser.
    const { prelude } = await prerender(
      <AppProvider>
        <StaticRouterProvider
          router={createStaticRouter(routes.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>,
      // Every part in place, none sent after the rest with a script to move it (the page's CSP allows no inline
      // script; the browser paints it at once anyway).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  const render = async () => {
    await ready;
    becomeFirstTimeVisitor(request);
    setRenderedOrigin(address.origin);
    i18next.addResourceBundle(language, 'translation', texts, true, true);
    await i18next.changeLanguage(language);
    return renderWithQueries(renderOnce);
  };
  const screen = queue.then(render);
  queue = screen.catch(() => undefined);
  return screen;
}
