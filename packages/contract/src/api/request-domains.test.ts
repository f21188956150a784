import { describe, expect, it } from 'vitest';
import { REQUEST_DOMAINS } from './request-domains.ts';
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
