import { FIRST_SCREEN_ATTRIBUTE } from '@labbench/contract/constants';

/**
 * Whether `container` holds the server's first screen (D182) and the page's head found it to be this browser's
 * (apps/server/src/web/first-screen.ts): the app then hydrates it instead of rendering anew.
 */
export function holdsFirstScreen(container: HTMLElement): boolean {
  return (
    container.hasAttribute(FIRST_SCREEN_ATTRIBUTE) &&
    document.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE) !== 'off'
  );
}

/** Longest wait for the first paint: a browser that reports no paint entries still starts the app. */
const PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the page has painted content, so the app's scripts neither delay the server's first screen nor
 * compete with it; at once in a hidden tab, which paints nothing.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      // Buffered: a paint that happened already is reported at once.
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}
