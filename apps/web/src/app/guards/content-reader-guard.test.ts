import { describe, expect, it } from 'vitest';
import { contentReaderGuard } from './content-reader-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

describe('contentReaderGuard', () => {
  it('sends content readers to full site access registration', () => {
    expect(contentReaderGuard(contextOf({ session: sessionOf('contentreader', null) }))).toBe(
      '/full-site-access-registration',
    );
  });

  it('lets other users and anonymous visitors through', () => {
    expect(contentReaderGuard(contextOf({ session: sessionOf('external') }))).toBeNull();
    expect(contentReaderGuard(contextOf({ session: sessionOf('internal', null, false) }))).toBeNull();
    expect(contentReaderGuard(contextOf())).toBeNull();
  });
});
