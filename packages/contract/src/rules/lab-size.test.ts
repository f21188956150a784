import { describe, expect, it } from 'vitest';
import { hospitalSizeByBeds, labSizeByVolume } from './lab-size.ts';

describe('lab size', () => {
  it.each([
    [0, 'small'],
    [250, 'small'],
    [251, 'medium'],
    [1000, 'medium'],
    [1001, 'large'],
  ] as const)('labs by volume: %i is %s', (volume, size) => {
    expect(labSizeByVolume(volume)).toBe(size);
  });

  it.each([
    [0, 'small'],
    [500, 'small'],
    [501, 'medium'],
    [1000, 'medium'],
    [1001, 'large'],
  ] as const)('hospitals by beds: %i is %s', (beds, size) => {
    expect(hospitalSizeByBeds(beds)).toBe(size);
  });
});
