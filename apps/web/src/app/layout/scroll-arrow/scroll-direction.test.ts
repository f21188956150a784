import { describe, expect, it } from 'vitest';
import { scrollArrowDirection } from './scroll-direction.ts';

const page = { viewportHeight: 800, documentHeight: 3000 };

describe('scrollArrowDirection', () => {
  it('points down at the top and while far from the bottom', () => {
    expect(scrollArrowDirection({ ...page, scrollY: 0 })).toBe('down');
    expect(scrollArrowDirection({ ...page, scrollY: 2099 })).toBe('down');
  });

  it('points up from 100 px before the bottom', () => {
    expect(scrollArrowDirection({ ...page, scrollY: 2100 })).toBe('up');
    expect(scrollArrowDirection({ ...page, scrollY: 2200 })).toBe('up');
  });

  it('shows nothing when the page does not scroll', () => {
    expect(scrollArrowDirection({ scrollY: 0, viewportHeight: 800, documentHeight: 800 })).toBeNull();
  });
});
