import { describe, expect, it } from 'vitest';
import { EVERYTHING } from './change-feed.ts';
import type { ChangeFeed, ChangeListener } from './change-feed.ts';
import { FeedCache } from './feed-cache.ts';

/** A feed whose topics the test says, and whose liveness it sets. */
function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true as boolean,
    subscribe: (listener: ChangeListener) => (listeners.add(listener), () => void listeners.delete(listener)),
    settle: () => Promise.resolve(),
    close: () => Promise.resolve(),
    hear: (topic: string) => listeners.forEach((listener) => listener(topic)),
  } satisfies ChangeFeed & { hear(topic: string): void };
  return feed;
}

function counter() {
  let n = 0;
  return () => Promise.resolve(`value ${++n}`);
}

const options = { max: 10, prefixes: ['lab-code:', 'benchmark'], clearOn: ['benchmark'] };

describe('FeedCache', () => {
  it('keeps a value until a topic it depends on is heard', async () => {
    const feed = fakeFeed();
    const cache = new FeedCache<string>(feed, { ...options, topicsOf: () => ['lab-code:A'] });
    const compute = counter();
    expect(await cache.get('a', compute)).toBe('value 1');
    expect(await cache.get('a', compute)).toBe('value 1');
    feed.hear('lab-code:B');
    feed.hear('user:1');
    expect(await cache.get('a', compute)).toBe('value 1');
    feed.hear('lab-code:A');
    expect(await cache.get('a', compute)).toBe('value 2');
  });

  it('drops everything on a clearing topic and on EVERYTHING', async () => {
    const feed = fakeFeed();
    const cache = new FeedCache<string>(feed, { ...options, topicsOf: () => [] });
    const compute = counter();
    await cache.get('a', compute);
    feed.hear('benchmark');
    expect(await cache.get('a', compute)).toBe('value 2');
    feed.hear(EVERYTHING);
    expect(await cache.get('a', compute)).toBe('value 3');
  });

  it('keeps nothing while the feed is not live', async () => {
    const feed = fakeFeed();
    feed.live = false;
    const cache = new FeedCache<string>(feed, { ...options, topicsOf: () => [] });
    const compute = counter();
    await cache.get('a', compute);
    expect(await cache.get('a', compute)).toBe('value 2');
    expect(cache.size).toBe(0);
  });

  it('answers but does not keep a value computed while one of its topics was heard', async () => {
    const feed = fakeFeed();
    const cache = new FeedCache<string>(feed, { ...options, topicsOf: () => ['lab-code:A'] });
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    feed.hear('lab-code:A');
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.get('a', () => Promise.resolve('read after'))).toBe('read after');
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const feed = fakeFeed();
    const cache = new FeedCache<string>(feed, { ...options, topicsOf: () => [] });
    const compute = counter();
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual(['value 1', 'value 1']);
  });

  it('serves no value that is no longer fresh, and keeps none it should not', async () => {
    const feed = fakeFeed();
    let fresh = true;
    const cache = new FeedCache<string | null>(feed, {
      ...options,
      topicsOf: () => [],
      keep: (value) => value !== null,
      fresh: () => fresh,
    });
    await cache.get('missing', () => Promise.resolve(null));
    expect(cache.size).toBe(0);
    const compute = counter();
    await cache.get('a', compute);
    fresh = false;
    expect(await cache.get('a', compute)).toBe('value 2');
  });

  it('forgets the least recently used beyond its size', async () => {
    const feed = fakeFeed();
    const cache = new FeedCache<string>(feed, { ...options, max: 2, topicsOf: () => ['lab-code:A'] });
    for (const key of ['a', 'b', 'c']) await cache.get(key, counter());
    expect(cache.size).toBe(2);
    feed.hear('lab-code:A');
    expect(cache.size).toBe(0);
  });
});
