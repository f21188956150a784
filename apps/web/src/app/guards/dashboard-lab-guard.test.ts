import { describe, expect, it } from 'vitest';
import { contextOf, sessionOf } from './guard-context.fixture.ts';
import { dashboardLabGuard } from './dashboard-lab-guard.ts';

describe('dashboardLabGuard', () => {
  it('lets staff in without a lab of their own: they pick the lab on the dashboard', () => {
    expect(
      dashboardLabGuard(contextOf({ session: sessionOf('internal', null, false), pathname: '/dashboard' })),
    ).toBeNull();
  });

  it('sends a lab user without a lab code to registration, as everywhere in the lab area', () => {
    expect(dashboardLabGuard(contextOf({ session: sessionOf('external', null), pathname: '/dashboard' }))).toBe(
      '/registration',
    );
    expect(dashboardLabGuard(contextOf({ session: sessionOf('external'), pathname: '/dashboard' }))).toBeNull();
  });
});
