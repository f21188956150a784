import { describe, expect, it } from 'vitest';
import { forceLoginGuard } from './force-login.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('forceLoginGuard', () => {
  it('sends an unauthenticated visitor of /home?forceLogin=1 to sign in, coming back to the page', () => {
    expect(forceLoginGuard(contextOf({ pathname: '/home', search: '?forceLogin=1' }))).toBe(
      '/login?destination=%2Fhome',
    );
    expect(forceLoginGuard(contextOf({ pathname: '/home', search: '?a=1&forceLogin=1' }))).toBe(
      '/login?destination=%2Fhome%3Fa%3D1',
    );
  });

  it('does nothing without the flag or when signed in', () => {
    expect(forceLoginGuard(contextOf({ pathname: '/home', search: '' }))).toBeNull();
    expect(forceLoginGuard(contextOf({ pathname: '/home', search: '?forceLogin=0' }))).toBeNull();
    expect(
      forceLoginGuard(contextOf({ pathname: '/home', search: '?forceLogin=1', session: sessionOf('external') })),
    ).toBeNull();
  });
});
