import { describe, expect, it } from 'vitest';
import { internalOnlyGuard } from './internal-only-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('internalOnlyGuard', () => {
  it('passes an internal user with no current user loaded', () => {
    expect(internalOnlyGuard(contextOf({ session: sessionOf('internal', null, false) }))).toBeNull();
  });

  it('sends an internal user viewing as a lab home', () => {
    expect(internalOnlyGuard(contextOf({ session: sessionOf('internal') }))).toBe('/home');
  });

  it('sends every other user type and anonymous visitors home', () => {
    for (const type of ['external', 'contentreader', 'distributor'] as const) {
      expect(internalOnlyGuard(contextOf({ session: sessionOf(type, null, false) }))).toBe('/home');
    }
    expect(internalOnlyGuard(contextOf())).toBe('/home');
  });
});
