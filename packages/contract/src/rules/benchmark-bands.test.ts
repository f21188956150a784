import { describe, expect, it } from 'vitest';
import { benchmarkBand } from './benchmark-bands.ts';

describe('benchmark bands', () => {
  it.each([
    [0, 'growth'],
    [49.9, 'growth'],
    [50, 'good'],
    [74.9, 'good'],
    [75, 'excellent'],
    [100, 'excellent'],
  ] as const)('percentile %d is %s', (percentile, band) => {
    expect(benchmarkBand(percentile)).toBe(band);
  });
});
