import type { BandStyle } from '../band-style.ts';

const PATHS: Record<BandStyle['icon'], string> = {
  star: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.2l7.1-.6z',
  check: 'M4 12.5l5 5L20 6.5',
  arrowUp: 'M12 20V5M5.5 11.5L12 5l6.5 6.5',
};

/** The band's shape (decorative: the band's word always stands beside it). */
export function BandIcon({ icon, size = 16 }: { icon: BandStyle['icon']; size?: number }) {
  const filled = icon === 'star';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 3}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={icon}
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
