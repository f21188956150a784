import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours meet WCAG AA (4.5:1) where Mantine puts text', () => {
  for (const name of Object.keys(DEFAULT_THEME.colors).filter((n) => n !== 'dark')) {
    const shades = theme.colors?.[name] ?? DEFAULT_THEME.colors[name]!;
    it(`${name}: white on filled (8), outline on white (8), light-variant text (9 on 1)`, () => {
      expect(contrast('#ffffff', shades[8])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('dimmed and placeholder text on white', () => {
    const { light } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(contrast(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
  });
});
