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

  it('preloads the public forms and the screens of mailed links by their route modules', () => {
    expect(routeChunkOf('/registration')).toBe('registration');
    expect(routeChunkOf('/registration/thankYou')).toBe('profile-thank-you');
    expect(routeChunkOf('/forgot-password/')).toBe('forgot-password');
    expect(routeChunkOf('/successfull-reset')).toBe('successful-reset');
    expect(routeChunkOf('/newsletter')).toBe('content-routes,newsletter');
    expect(routeChunkOf('/confirm-password/emailed-token-456')).toBe('confirm-password');
    expect(routeChunkOf('/home/verify-token-123')).toBe('verify-email');
    expect(routeChunkOf('/newsletter/confirm/abc')).toBe('content-routes,newsletter-confirm');
  });

  it('preloads nothing else, and no address that only starts like a content page', () => {
    expect(routeChunkOf('/survey')).toBeUndefined();
    expect(routeChunkOf('/privacy-old')).toBeUndefined();
    expect(routeChunkOf('/home/a/b')).toBeUndefined();
    expect(routeChunkOf('/confirm-password')).toBeUndefined();
  });
});
