import { describe, expect, it } from 'vitest';
import { sessionWith } from '../../test/session.fixture.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';
import { translatorGuard } from './translator-guard.ts';

describe('translatorGuard', () => {
  it('lets a user with permission LT through, whatever the user type', () => {
    expect(translatorGuard(contextOf({ session: sessionWith({ userPermission: ['LT'] }) }))).toBeNull();
    expect(
      translatorGuard(contextOf({ session: sessionWith({ userType: 'internal', userPermission: ['XX', 'LT'] }) })),
    ).toBeNull();
  });

  it('sends a lab user, staff without LT and an anonymous visitor home', () => {
    expect(translatorGuard(contextOf({ session: sessionOf('external') }))).toBe('/home');
    expect(translatorGuard(contextOf({ session: sessionOf('internal', null, false) }))).toBe('/home');
    expect(translatorGuard(contextOf({ session: sessionWith({ userPermission: ['LTX'] }) }))).toBe('/home');
    expect(translatorGuard(contextOf())).toBe('/home');
  });
});
