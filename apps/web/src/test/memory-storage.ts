/** A Storage kept in memory, for tests of code that uses local or session storage: the one the server renders with. */
export { memoryStorage } from '../lib/browser-storage.ts';
