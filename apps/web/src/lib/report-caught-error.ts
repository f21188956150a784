/**
 * An error a screen caught and showed to the user (a route's error screen) is not uncaught, so the page's `error`
 * listeners never hear of it. Raised again as an `error` event on the window, telemetry (D178) reports it like any
 * other; without a telemetry key nothing listens and nothing is sent. A route's "not found" answer is no error.
 */
export function reportCaughtError(error: unknown): void {
  if (!(error instanceof Error)) return;
  dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}
