import { describe, expect, it } from 'vitest';
import { requests, requestsByDomain } from './requests.ts';

describe('the request registry', () => {
  it('holds every domain request once: no name is defined by two domains', () => {
    const names = Object.values(requestsByDomain).flatMap((domain) => Object.keys(domain));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(requests).sort()).toEqual([...names].sort());
  });
});
