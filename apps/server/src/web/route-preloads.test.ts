import { describe, expect, it } from 'vitest';
import { routeChunkOf } from './route-preloads.ts';

describe('the chunks index.html preloads for an address', () => {
  it('preloads the home and sign-in screens by their own chunks', () => {
    expect(routeChunkOf('/home')).toBe('app');
    expect(routeChunkOf('/login/')).toBe('sign-in');
  });

  it('preloads the content route table and the reading screens for the content area', () => {
    for (const path of ['/privacy', '/thought-leadership', '/get-inspired/insights/why-peer-benchmarking-matters']) {
      expect(routeChunkOf(path)).toBe('content-routes,content');
    }
    expect(routeChunkOf('/topics/quality')).toBe('content-routes,content');
  });

  it('preloads nothing else, and no address that only starts like a content page', () => {
    expect(routeChunkOf('/survey')).toBeUndefined();
    expect(routeChunkOf('/privacy-old')).toBeUndefined();
    expect(routeChunkOf('/newsletter')).toBeUndefined();
  });
});
