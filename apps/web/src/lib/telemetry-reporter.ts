import { portalConfig } from '../config/portal-config.ts';
import { callApi } from './api-client.ts';
import { currentLanguage } from './locale-store.ts';
import { browserFamily, errorEventOf, pageLoadEventOf } from './telemetry-events.ts';
import { createTelemetryQueue } from './telemetry-queue.ts';

/** The page's load, once its load event is over (a later idle start finds it already there). */
function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') setTimeout(then);
  else addEventListener('load', () => setTimeout(then), { once: true });
}

function firstContentfulPaint(): number | null {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
}

/**
 * §3 telemetry key: reports the page's uncaught errors, unhandled rejections and load timings to the portal's own
 * API (reportClientTelemetry), with the build date, language and browser family; never the address's query, a token,
 * an id or who the user is (telemetry-events.ts). Loaded by telemetry-start.ts only when a key is configured.
 */
export function startTelemetry(key: string, early: readonly Event[], keepEarly: (event: Event) => void): void {
  removeEventListener('error', keepEarly);
  removeEventListener('unhandledrejection', keepEarly);
  const queue = createTelemetryQueue((events) =>
    callApi('reportClientTelemetry', {
      key,
      buildDate: portalConfig.buildDate,
      language: currentLanguage(),
      browser: browserFamily(navigator.userAgent),
      events,
    }),
  );
  const report = (event: Event) => {
    const reported = errorEventOf(event, window.location.pathname);
    if (reported) queue.add(reported);
  };
  early.forEach(report);
  addEventListener('error', report);
  addEventListener('unhandledrejection', report);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  whenLoaded(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!navigation) return;
    queue.add(pageLoadEventOf(navigation, firstContentfulPaint(), new URL(navigation.name).pathname));
  });
}
