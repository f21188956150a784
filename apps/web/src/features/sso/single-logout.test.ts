import { describe, expect, it } from 'vitest';
import { singleLogoutFramePaths } from './single-logout.ts';

describe('singleLogoutFramePaths', () => {
  it('logs out of single sign-on and corporate identity when configured', () => {
    expect(singleLogoutFramePaths(['sso', 'ciam', 'linkedin', 'facebook'])).toEqual([
      '/sso/logout/sso',
      '/sso/logout/ciam',
    ]);
    expect(singleLogoutFramePaths(['ciam'])).toEqual(['/sso/logout/ciam']);
  });

  it('has no frame for the social networks or when nothing is configured', () => {
    expect(singleLogoutFramePaths(['linkedin', 'facebook'])).toEqual([]);
    expect(singleLogoutFramePaths([])).toEqual([]);
  });
});
