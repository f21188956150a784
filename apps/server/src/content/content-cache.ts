import { CacheKind } from '../shared/feed-cache.ts';

/**
 * A per-process cache of one kind of public content read (D78): every content table notifies topic `content`
 * (migration 0012), and hearing it drops every entry, so a staff change reaches visitors at once in every process.
 * Content changes seldom and is small; one clear for all is simpler than tracking which item each answer showed.
 */
export function contentCacheKind<V>(max = 1_000): CacheKind<V> {
  return new CacheKind<V>({ max, prefixes: ['content'], clearOn: ['content'] });
}
