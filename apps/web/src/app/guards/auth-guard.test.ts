import { describe, expect, it } from 'vitest';
import { authGuard } from './auth-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('authGuard', () => {
  it('lets a signed-in user through', () => {
    expect(authGuard('lab')(contextOf({ session: sessionOf('external') }))).toBeNull();
  });

  it('sends an unauthenticated visitor to lab sign-in, remembering the page and its query', () => {
    expect(authGuard('lab')(contextOf({ pathname: '/dashboard/quality', search: '?lab=2' }))).toBe(
      '/login?regfor=lab&destination=%2Fdashboard%2Fquality%3Flab%3D2',
    );
  });

  it('uses plain sign-in when the route does not ask for lab sign-in', () => {
    expect(authGuard()(contextOf({ pathname: '/complete-profile' }))).toBe('/login?destination=%2Fcomplete-profile');
  });
});
