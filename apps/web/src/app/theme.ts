import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

/** Deep clinical blue; shade 8 is the brand primary of layout.css (#0b3d91). */
const brand: MantineColorsTuple = [
  '#e8eef9',
  '#d0dcf2',
  '#a3bae6',
  '#7396da',
  '#4b78cf',
  '#2f63c6',
  '#1d56b8',
  '#134aa3',
  '#0b3d91',
  '#082c6b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", sans-serif',
  headings: { fontWeight: '700' },
  black: '#1b2533',
});
