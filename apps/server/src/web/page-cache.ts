/**
 * Filled pages per texts version and key, as PerVersion (shared/texts-cache.ts) keeps them, with a bound: content
 * routes key by path (an article, a topic), so addresses nobody publishes cannot grow the map without end. Past `max`
 * keys it starts again empty; the pages in use are filled again on their next request.
 */
export class PageCache<T> {
  readonly #max: number;
  #version = -Infinity;
  #values = new Map<string, Promise<T>>();

  constructor(max: number) {
    this.#max = max;
  }

  get(version: number, key: string, build: () => Promise<T>): Promise<T> {
    if (version > this.#version) {
      this.#version = version;
      this.#values = new Map();
    }
    let value = this.#values.get(key);
    if (!value) {
      if (this.#values.size >= this.#max) this.#values = new Map();
      const values = this.#values;
      value = build();
      values.set(key, value);
      const built = value;
      built.catch(() => {
        if (values.get(key) === built) values.delete(key);
      });
    }
    return value;
  }
}
