import { describe, expect, it } from 'vitest';
import { API_PATH, REQUEST_DOMAINS, isApiBasePath, requestPath } from './request-domains.ts';
import { requestsByDomain } from './requests.ts';

describe('REQUEST_DOMAINS', () => {
  it('names every request with the domain whose requests define it, and nothing else', () => {
    const expected = Object.fromEntries(
      Object.entries(requestsByDomain).flatMap(([domain, requests]) =>
        Object.keys(requests).map((name) => [name, domain]),
      ),
    );
    expect(REQUEST_DOMAINS).toEqual(expected);
  });
});

describe('requestPath', () => {
  it('sends the content domain to the content API path when one is set, everything else to /api', () => {
    expect(requestPath('getContentPage', '/content-api')).toBe('/content-api');
    expect(requestPath('exportNewsletterSubscribers', '/cms/v1')).toBe('/cms/v1');
    expect(requestPath('ValidateUser', '/content-api')).toBe(API_PATH);
    expect(requestPath('getContentPage', undefined)).toBe(API_PATH);
  });

  it('takes only a path of this site outside the built assets as the content API path', () => {
    for (const path of ['/content-api', '/cms/v1', '/api']) expect(isApiBasePath(path), path).toBe(true);
    for (const path of [
      'content-api',
      '/',
      '//cdn.example/api',
      'https://cms.example/api',
      '/assets',
      '/assets/x',
      '/Api',
      '/a?b',
      '/a/',
    ])
      expect(isApiBasePath(path), path).toBe(false);
    expect(requestPath('getContentPage', '/assets/api')).toBe(API_PATH);
  });
});
