// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageNameOf, pushPageView } from './analytics.ts';

describe('pageNameOf', () => {
  it('is the path of a page without parameters', () => {
    expect(pageNameOf('/home', {})).toBe('/home');
    expect(pageNameOf('/get-inspired/insights', {})).toBe('/get-inspired/insights');
  });

  it('names each parameter instead of showing its value', () => {
    expect(pageNameOf('/reset-password/abc123', { token: 'abc123' })).toBe('/reset-password/:token');
    expect(pageNameOf('/portal-admin/users/42/edit', { userId: '42' })).toBe('/portal-admin/users/:userId/edit');
    expect(pageNameOf('/verify/a%40b.example', { email: 'a@b.example' })).toBe('/verify/:email');
  });

  it('names the rest of a catch-all route as a whole', () => {
    expect(pageNameOf('/report/x/y', { '*': 'x/y' })).toBe('/report/*');
  });
});

describe('pushPageView', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('starts the data layer and adds a content-view event', () => {
    pushPageView('/home');
    pushPageView('/survey');
    expect(window.dataLayer).toEqual([
      { event: 'content-view', pageName: '/home' },
      { event: 'content-view', pageName: '/survey' },
    ]);
  });

  it('adds to a data layer a tag manager already set up', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    pushPageView('/home');
    expect(window.dataLayer).toHaveLength(2);
  });
});
