/**
 * The browser's storages. Where there are none — the server, which renders the first screen of a public route as a
 * first-time visitor sees it (D182) — a storage kept in memory stands in: the modules that read their state when they
 * load can be loaded there too, and the renderer fills it with what such a visitor's browser holds when the app
 * renders (apps/web/src/app/first-screen/render-first-screen.tsx).
 */
export function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
  };
}

export const localStore: Storage = typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
export const sessionStore: Storage = typeof sessionStorage === 'undefined' ? memoryStorage() : sessionStorage;
