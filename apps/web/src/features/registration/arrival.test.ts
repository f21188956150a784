import { describe, expect, it } from 'vitest';
import { arrivalOf } from './arrival.ts';

describe('arrivalOf (§3 campaignUser, userCountry)', () => {
  it('takes the campaign of the arrival address and the detected country', () => {
    expect(arrivalOf('https://lab.example/home?campaign=spring_2026&x=1', 'TH')).toEqual({
      campaignUser: 'spring_2026',
      userCountry: 'TH',
    });
    expect(arrivalOf('/registration?utm_campaign=newsletter%20may', null)).toEqual({ campaignUser: 'newsletter may' });
  });

  it('leaves out a missing or unplain campaign, and Worldwide (no country detected)', () => {
    expect(arrivalOf('/home', null)).toEqual({});
    expect(arrivalOf('/home?campaign=%3Cscript%3E', 'JP')).toEqual({ userCountry: 'JP' });
    expect(arrivalOf('/home?campaign=a', 'WWB')).toEqual({ campaignUser: 'a' });
  });
});
