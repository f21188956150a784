import { DEFAULT_THEME, createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeComponents } from '@mantine/core';
import { MODAL_Z_INDEX, POPOVER_Z_INDEX } from '@labbench/contract/constants';

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

/**
 * Mantine's default shades 8 and 9 of these colours fail WCAG AA (4.5:1) as white text on a filled badge or button
 * (shade 8), as outline text on white (8) and as light-variant text on shade 1 (9): green 3.5:1, orange 3.6:1,
 * yellow 2.5:1. Darkened just enough for 4.7:1; shades 0–7 stay Mantine's.
 */
const READABLE_DARK_SHADES: Record<string, [string, string]> = {
  red: ['#d72f2f', '#c12828'],
  cyan: ['#0b7d90', '#0b7082'],
  teal: ['#08835e', '#077554'],
  green: ['#278238', '#247434'],
  lime: ['#4e800b', '#48730a'],
  yellow: ['#a86200', '#a15300'],
  orange: ['#c34b0a', '#b63c0d'],
};
const readableColors = Object.fromEntries(
  Object.entries(READABLE_DARK_SHADES).map(([name, dark]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 8), ...dark] as unknown as MantineColorsTuple,
  ]),
);

/**
 * Dimmed text (descriptions, hints) in the portal's muted ink of layout.css (7.4:1), not gray 6 (3.3:1); a select's
 * placeholder 5.4:1, not gray 5 (2.6:1); error messages in red 8 (4.8:1), not red 6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4a5668',
    '--mantine-color-placeholder': '#5f6b7a',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

/**
 * §9: every modal at 1050; menus, selects and tooltips (Popover underneath) open above a modal they sit in. Plain
 * objects, not `Modal.extend`: importing the components here would put them all on the first screen.
 */
const components: MantineThemeComponents = {
  Modal: { defaultProps: { zIndex: MODAL_Z_INDEX } },
  Drawer: { defaultProps: { zIndex: MODAL_Z_INDEX } },
  // A dropdown closes at once: one fading out over what is under it took the tap meant for that (a menu over a link
  // of the staff home, the password rules over the sign-up's Next button when the page scrolled under them).
  Popover: {
    defaultProps: {
      zIndex: POPOVER_Z_INDEX,
      transitionProps: { transition: 'fade', duration: 150, exitDuration: 0 },
    },
  },
  Tooltip: { defaultProps: { zIndex: POPOVER_Z_INDEX } },
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { ...readableColors, brand },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", sans-serif',
  headings: { fontWeight: '700' },
  black: '#1b2533',
  components,
});
