import { describe, expect, it } from 'vitest';
import { loginRouteGuard } from './login-route-guard.ts';

describe('loginRouteGuard', () => {
  it('records the destination query first', () => {
    expect(loginRouteGuard('?destination=%2Fdashboard%3Fa%3D1', { pathname: '/home', search: '' })).toBe(
      '/dashboard?a=1',
    );
  });

  it('else records the page the user is leaving, with its query', () => {
    expect(loginRouteGuard('', { pathname: '/survey/core_lab', search: '?tab=2' })).toBe('/survey/core_lab?tab=2');
    expect(loginRouteGuard('?regfor=lab', { pathname: '/home', search: '' })).toBe('/home');
  });

  it('records nothing when already on a login route', () => {
    expect(loginRouteGuard('', { pathname: '/login', search: '?regfor=lab' })).toBeUndefined();
    expect(loginRouteGuard('', { pathname: '/JP_ja/login', search: '' })).toBeUndefined();
    expect(loginRouteGuard('', { pathname: '/CN_zhcn/login', search: '' })).toBeUndefined();
  });

  it('ignores a destination outside the site', () => {
    expect(loginRouteGuard('?destination=https%3A%2F%2Fevil.example', { pathname: '/login', search: '' })).toBe(
      undefined,
    );
    expect(loginRouteGuard('?destination=%2F%2Fevil.example', { pathname: '/home', search: '' })).toBe('/home');
  });
});
