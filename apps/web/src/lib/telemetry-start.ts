import { portalConfig } from '../config/portal-config.ts';

/**
 * §3 telemetry key: with a key configured, the reporter (its own chunk: the first screen carries only this) loads
 * once the page is idle; errors raised before then are kept for it. Without a key nothing is loaded or sent.
 */
export function startTelemetryWhenIdle(): void {
  const key = portalConfig.telemetryKey;
  if (!key) return;
  const early: Event[] = [];
  const keep = (event: Event) => void early.push(event);
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
  const load = () => void import('./telemetry-reporter.ts').then((m) => m.startTelemetry(key, early, keep));
  if ('requestIdleCallback' in window) requestIdleCallback(load);
  else setTimeout(load, 2000);
}
