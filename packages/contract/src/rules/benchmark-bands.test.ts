import { describe, expect, it } from 'vitest';
import { bandOf, percentileRankOf } from './benchmark-bands.ts';

const quartiles = { p25: 10, p50: 20, p75: 30 };
/** percentile_cont of a uniform spread 0..100: the k-th percentile is k. */
const uniform = Array.from({ length: 101 }, (_, k) => k);

describe('bandOf', () => {
  it.each([
    [9, 'growth'],
    [19.99, 'growth'],
    [20, 'good'],
    [29.99, 'good'],
    [30, 'excellent'],
    [1000, 'excellent'],
  ] as const)('higher is better: %d is %s', (value, band) => {
    expect(bandOf(value, quartiles, 'higher')).toBe(band);
  });

  it.each([
    [0, 'excellent'],
    [10, 'excellent'],
    [10.01, 'good'],
    [20, 'good'],
    [20.01, 'growth'],
    [1000, 'growth'],
  ] as const)('lower is better: %d is %s', (value, band) => {
    expect(bandOf(value, quartiles, 'lower')).toBe(band);
  });

  it('a flat distribution puts the shared value in the best band both ways, anything worse below the median', () => {
    const flat = { p25: 5, p50: 5, p75: 5 };
    expect(bandOf(5, flat, 'higher')).toBe('excellent');
    expect(bandOf(5, flat, 'lower')).toBe('excellent');
    expect(bandOf(4, flat, 'higher')).toBe('growth');
    expect(bandOf(6, flat, 'lower')).toBe('growth');
  });
});

describe('percentileRankOf', () => {
  it('reads the position among the percentiles, interpolated between them', () => {
    expect(percentileRankOf(50, uniform, 'higher')).toBe(50);
    expect(percentileRankOf(75, uniform, 'higher')).toBe(75);
    expect(percentileRankOf(42.5, uniform, 'higher')).toBeCloseTo(42.5);
  });

  it('turns round where lower is better', () => {
    expect(percentileRankOf(25, uniform, 'lower')).toBe(75);
    expect(percentileRankOf(90, uniform, 'lower')).toBe(10);
  });

  it('clamps below and above every peer', () => {
    expect(percentileRankOf(-5, uniform, 'higher')).toBe(0);
    expect(percentileRankOf(500, uniform, 'higher')).toBe(100);
    expect(percentileRankOf(-5, uniform, 'lower')).toBe(100);
    expect(percentileRankOf(500, uniform, 'lower')).toBe(0);
  });

  it('puts a value equal to a run of equal percentiles in the middle of the run', () => {
    // Percentiles 0..40 are 0 (40 % of labs report none), then rise by 1 per percentile.
    const zeros = Array.from({ length: 101 }, (_, k) => Math.max(0, k - 40));
    expect(percentileRankOf(0, zeros, 'higher')).toBe(20);
    expect(percentileRankOf(0, zeros, 'lower')).toBe(80);
    expect(percentileRankOf(10, zeros, 'higher')).toBe(50);
  });

  it('gives the middle for a flat distribution and the ends beside it', () => {
    const flat = Array.from({ length: 101 }, () => 7);
    expect(percentileRankOf(7, flat, 'higher')).toBe(50);
    expect(percentileRankOf(7, flat, 'lower')).toBe(50);
    expect(percentileRankOf(8, flat, 'higher')).toBe(100);
    expect(percentileRankOf(8, flat, 'lower')).toBe(0);
    expect(percentileRankOf(6, flat, 'higher')).toBe(0);
  });

  it('agrees with the band at the quartiles', () => {
    expect(bandOf(75, { p25: 25, p50: 50, p75: 75 }, 'higher')).toBe('excellent');
    expect(percentileRankOf(75, uniform, 'higher')).toBe(75);
    expect(percentileRankOf(25, uniform, 'lower')).toBe(75);
  });

  it('refuses fewer than two percentiles', () => {
    expect(() => percentileRankOf(1, [1], 'higher')).toThrow(RangeError);
  });
});
