import { describe, expect, it } from 'vitest';
import { loginRouteGuard } from './login-route-guard.ts';

describe('loginRouteGuard', () => {
  it('records the destination query first', () => {
    expect(loginRouteGuard('?destination=%2Fdashboard%3Fa%3D1', { pathname: '/home', search: '' }, false)).toBe(
      '/dashboard?a=1',
    );
  });

  it('else records the page the user is leaving, with its query', () => {
    expect(loginRouteGuard('', { pathname: '/survey/core_lab', search: '?tab=2' }, false)).toBe(
      '/survey/core_lab?tab=2',
    );
    expect(loginRouteGuard('?regfor=lab', { pathname: '/home', search: '' }, false)).toBe('/home');
  });

  it('records nothing when already on a login route', () => {
    expect(loginRouteGuard('', { pathname: '/login', search: '?regfor=lab' }, false)).toBeUndefined();
    expect(loginRouteGuard('', { pathname: '/JP_ja/login', search: '' }, false)).toBeUndefined();
  });

  it('records /home on the China site when the address is a login route', () => {
    expect(loginRouteGuard('', { pathname: '/login', search: '' }, true)).toBe('/home');
    expect(loginRouteGuard('', { pathname: '/survey', search: '' }, true)).toBe('/survey');
  });

  it('ignores a destination outside the site', () => {
    expect(loginRouteGuard('?destination=https%3A%2F%2Fevil.example', { pathname: '/login', search: '' }, false)).toBe(
      undefined,
    );
    expect(loginRouteGuard('?destination=%2F%2Fevil.example', { pathname: '/home', search: '' }, false)).toBe('/home');
  });
});
