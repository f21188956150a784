import type { FirstScreenApi } from '@labbench/contract/constants';

/**
 * The server's own API for the first-screen renderer (D184): a content screen asks for its content while the server
 * renders it, through the API's dispatcher as a signed-out browser would, but without a network. Kept on the global
 * object like server-portal-config.ts; a browser never sets it, so `callApi` uses `fetch` there.
 */
const KEY = Symbol.for('labbench.server-api');

export function setServerApi(api: FirstScreenApi): void {
  (globalThis as Record<symbol, unknown>)[KEY] = api;
}

export function serverApi(): FirstScreenApi | null {
  const api = (globalThis as Record<symbol, unknown>)[KEY];
  return typeof api === 'function' ? (api as FirstScreenApi) : null;
}
