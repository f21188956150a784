import { describe, expect, it } from 'vitest';
import { labCodeGuard } from './lab-code-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('labCodeGuard', () => {
  it('lets a user with a lab code through', () => {
    expect(labCodeGuard(contextOf({ session: sessionOf('external') }))).toBeNull();
  });

  it('sends a signed-in user without a lab code to registration', () => {
    expect(labCodeGuard(contextOf({ session: sessionOf('external', null) }))).toBe('/registration');
    expect(labCodeGuard(contextOf({ session: sessionOf('internal', null, false) }))).toBe('/registration');
  });

  it('does not apply on the China site', () => {
    expect(labCodeGuard(contextOf({ session: sessionOf('external', null), isChinaSite: true }))).toBeNull();
  });

  it('leaves unauthenticated visitors to the auth guard', () => {
    expect(labCodeGuard(contextOf())).toBeNull();
  });
});
