/**
 * The portal configuration's JSON on the server, where the first-screen renderer (D182) runs without a document:
 * set before the app's modules load, and read by portal-config.ts instead of index.html's meta element. Kept on the
 * global object: the server may load the renderer's module again for a new build, a second instance of this one.
 */
const KEY = Symbol.for('labbench.portal-config');

export function setServerPortalConfig(json: string): void {
  (globalThis as Record<symbol, unknown>)[KEY] = json;
}

export function serverPortalConfig(): string | null {
  const json = (globalThis as Record<symbol, unknown>)[KEY];
  return typeof json === 'string' ? json : null;
}
