import type { BenchmarkBandValue } from '@labbench/contract';

/** How a band shows: a word, a colour AND a shape, so it reads without colour too (and in grey print). */
export interface BandStyle {
  /** Interface text key of the band's word. */
  labelKey: string;
  /** Mantine colour name. */
  color: string;
  /** Hex for the chart marker and print. */
  hex: string;
  icon: 'star' | 'check' | 'arrowUp';
}

export const BAND_STYLES: Record<BenchmarkBandValue, BandStyle> = {
  excellent: { labelKey: 'benchmark.band.excellent', color: 'teal', hex: '#087f5b', icon: 'star' },
  good: { labelKey: 'benchmark.band.good', color: 'blue', hex: '#1864ab', icon: 'check' },
  growth: { labelKey: 'benchmark.band.growth', color: 'orange', hex: '#c2410c', icon: 'arrowUp' },
};

/** The bands from best to worst, the order the overview counts them in. */
export const BANDS_BEST_FIRST: readonly BenchmarkBandValue[] = ['excellent', 'good', 'growth'];
