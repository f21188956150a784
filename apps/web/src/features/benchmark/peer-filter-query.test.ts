import { describe, expect, it } from 'vitest';
import { peerFilterFromQuery, queryWithPeerFilter, roundFromQuery } from './peer-filter-query.ts';

describe('peer filter in the address', () => {
  it('reads the dimensions the address names', () => {
    expect(peerFilterFromQuery(new URLSearchParams('region=apac&size=large&category=CL'))).toEqual({
      region: 'apac',
      size: 'large',
    });
  });

  it('is the default group (undefined) when none is named or one is not a valid value', () => {
    expect(peerFilterFromQuery(new URLSearchParams('category=CL'))).toBeUndefined();
    expect(peerFilterFromQuery(new URLSearchParams('size=huge'))).toBeUndefined();
    expect(peerFilterFromQuery(new URLSearchParams('country=XX'))).toBeUndefined();
  });

  it('writes a filter back so that reading it gives the same filter, keeping the other keys', () => {
    const filter = { region: 'china', country: 'CN', labType: 'hospital', accreditation: 'in_progress' } as const;
    const query = queryWithPeerFilter(new URLSearchParams('category=ML&round=2025&size=small'), filter);
    expect(query.get('category')).toBe('ML');
    expect(query.get('round')).toBe('2025');
    expect(query.has('size')).toBe(false);
    expect(peerFilterFromQuery(query)).toEqual(filter);
  });

  it('drops every dimension when going back to the default group', () => {
    const query = queryWithPeerFilter(new URLSearchParams('category=CL&region=apac&size=large'), undefined);
    expect(query.toString()).toBe('category=CL');
  });

  it('reads a round only when it is a survey year', () => {
    expect(roundFromQuery(new URLSearchParams('round=2025'))).toBe(2025);
    expect(roundFromQuery(new URLSearchParams('round=25'))).toBeUndefined();
    expect(roundFromQuery(new URLSearchParams('round=2025.5'))).toBeUndefined();
    expect(roundFromQuery(new URLSearchParams(''))).toBeUndefined();
  });
});
