import { describe, expect, it } from 'vitest';
import { contextOf, sessionOf } from './guard-context.fixture.ts';
import { staffAreaGuard } from './staff-area-guard.ts';

const guard = staffAreaGuard('/portal-admin');

describe('staffAreaGuard', () => {
  it('sends staff who are not viewing a lab to the staff admin area', () => {
    expect(guard(contextOf({ session: sessionOf('internal', null, false) }))).toBe('/portal-admin');
    expect(guard(contextOf({ session: sessionOf('internal', null), isChinaSite: true }))).toBe('/portal-admin');
  });

  it('lets staff viewing a lab, lab users and anonymous visitors through', () => {
    expect(guard(contextOf({ session: sessionOf('internal') }))).toBeNull();
    expect(guard(contextOf({ session: sessionOf('external', null) }))).toBeNull();
    expect(guard(contextOf())).toBeNull();
  });
});
