import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { changeFeedOf, EVERYTHING } from './change-feed.ts';
import type { ChangeFeed } from './change-feed.ts';

export interface FeedCacheOptions<V> {
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** The topic prefixes this cache depends on; other topics are not its business. */
  prefixes: readonly string[];
  /** Topics after which no entry stays (e.g. `benchmark` for dashboards). */
  clearOn: readonly string[];
  /** The topics a value depends on besides those its caller names: hearing one of them drops it. */
  topicsOf?(value: V): readonly string[];
  /** Whether a value may be kept at all (e.g. not a missing session). */
  keep?(value: V): boolean;
  /** Whether a kept value may still be served (e.g. a session before its expiry). */
  fresh?(value: V): boolean;
}

interface Entry<V> {
  value: V;
  topics: readonly string[];
}

/**
 * Values computed from the database, kept in this process while the change feed is live (D78) and dropped when a
 * topic they depend on is heard. A value computed while one of its topics was heard is answered but not kept: it may
 * have been read before that change. Concurrent misses of one key share one computation.
 */
export class FeedCache<V> {
  readonly #feed: ChangeFeed;
  readonly #options: FeedCacheOptions<V>;
  readonly #entries: LRUCache<string, Entry<V>>;
  readonly #byTopic = new Map<string, Set<string>>();
  #pending = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(feed: ChangeFeed, options: FeedCacheOptions<V>) {
    this.#feed = feed;
    this.#options = options;
    this.#entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      dispose: (entry, key) => this.#unindex(key, entry.topics),
    });
    feed.subscribe((topic) => this.#hear(topic));
  }

  /** The kept value of `key`, or `compute`'s; `topics` are those the caller knows the value depends on. */
  get(key: string, compute: () => Promise<V>, topics: readonly string[] = []): Promise<V> {
    if (!this.#feed.live) return compute();
    const hit = this.#entries.get(key);
    if (hit && (this.#options.fresh?.(hit.value) ?? true)) return Promise.resolve(hit.value);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const run = compute().finally(() => {
      if (this.#pending.get(key) === run) this.#pending.delete(key);
    });
    this.#pending.set(key, run);
    return run.then((value) => {
      if (generation === this.#generation && this.#feed.live && (this.#options.keep?.(value) ?? true))
        this.#store(key, value, [...topics, ...(this.#options.topicsOf?.(value) ?? [])]);
      return value;
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: string, value: V, topics: readonly string[]) {
    this.#entries.set(key, { value, topics });
    for (const topic of topics) {
      const keys = this.#byTopic.get(topic) ?? new Set<string>();
      keys.add(key);
      this.#byTopic.set(topic, keys);
    }
  }

  #unindex(key: string, topics: readonly string[]) {
    for (const topic of topics) {
      const keys = this.#byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTopic.delete(topic);
    }
  }

  #hear(topic: string) {
    const { prefixes, clearOn } = this.#options;
    if (topic !== EVERYTHING && !prefixes.some((prefix) => topic.startsWith(prefix))) return;
    this.#generation++;
    this.#pending = new Map();
    if (topic === EVERYTHING || clearOn.includes(topic)) return this.#entries.clear();
    for (const key of [...(this.#byTopic.get(topic) ?? [])]) this.#entries.delete(key);
  }
}

/**
 * A kind of cached value (its options, once per module) with one FeedCache per database, made on first use after the
 * app registered the database's change feed; without a feed every value is computed (scripts, benches).
 */
export class CacheKind<V> {
  readonly #options: FeedCacheOptions<V>;
  readonly #caches = new WeakMap<Database, FeedCache<V>>();

  constructor(options: FeedCacheOptions<V>) {
    this.#options = options;
  }

  get(db: Database, key: string, compute: () => Promise<V>, topics: readonly string[] = []): Promise<V> {
    let cache = this.#caches.get(db);
    if (!cache) {
      const feed = changeFeedOf(db);
      if (!feed) return compute();
      this.#caches.set(db, (cache = new FeedCache(feed, this.#options)));
    }
    return cache.get(key, compute, topics);
  }
}
