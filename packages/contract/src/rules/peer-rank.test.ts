import { describe, expect, it } from 'vitest';
import { PERCENT_RANK_MIN_LABS, peerRankOf } from './peer-rank.ts';

describe('peerRankOf', () => {
  it('says "best of 5" for the top lab of a small group, never "better than 100 %"', () => {
    expect(peerRankOf(100, 5)).toEqual({ kind: 'best', n: 5 });
  });

  it('counts labs in a group under the percentage threshold', () => {
    // 5 labs: the second best sits at the 75th percentile, ahead of 3 of the 4 others.
    expect(peerRankOf(75, 5)).toEqual({ kind: 'labs', beaten: 3, others: 4 });
    expect(peerRankOf(25, 5)).toEqual({ kind: 'labs', beaten: 1, others: 4 });
    // Ties sit in the middle of their run: 62.5 between the 2nd and 3rd of 5 rounds to 3 labs behind.
    expect(peerRankOf(62.5, 5)).toEqual({ kind: 'labs', beaten: 3, others: 4 });
  });

  it('says "last" when every other lab does better', () => {
    expect(peerRankOf(0, 5)).toEqual({ kind: 'last', n: 5, others: 4 });
    expect(peerRankOf(4, 6)).toEqual({ kind: 'last', n: 6, others: 5 });
  });

  it('gives a percentage only from PERCENT_RANK_MIN_LABS labs, never 0 or 100', () => {
    expect(peerRankOf(50, PERCENT_RANK_MIN_LABS - 1)).toEqual({ kind: 'labs', beaten: 9, others: 18 });
    expect(peerRankOf(50, 41)).toEqual({ kind: 'percent', percent: 50 });
    expect(peerRankOf(99.6, 1000)).toEqual({ kind: 'percent', percent: 99 });
    expect(peerRankOf(100, 1000)).toEqual({ kind: 'best', n: 1000 });
    expect(peerRankOf(0.2, 1000)).toEqual({ kind: 'percent', percent: 1 });
  });

  it('tells nothing without a percentile or without another lab', () => {
    expect(peerRankOf(null, 10)).toBeNull();
    expect(peerRankOf(50, 1)).toBeNull();
    expect(peerRankOf(Number.NaN, 10)).toBeNull();
  });
});
