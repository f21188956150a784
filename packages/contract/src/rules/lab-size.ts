export type LabSize = 'small' | 'medium' | 'large';

/** Labs by samples per day, molecular labs by tests per week: small 0–250, medium 251–1000, large over 1000 (§4). */
export function labSizeByVolume(volume: number): LabSize {
  if (volume > 1000) return 'large';
  if (volume > 250) return 'medium';
  return 'small';
}

/** Hospitals by beds: small 0–500, medium 501–1000, large over 1000 (§4). */
export function hospitalSizeByBeds(beds: number): LabSize {
  if (beds > 1000) return 'large';
  if (beds > 500) return 'medium';
  return 'small';
}
