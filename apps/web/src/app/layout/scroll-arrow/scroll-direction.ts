import { SCROLL_ARROW_SWITCH_PX } from '@labbench/contract/constants';

export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * Down (to the bottom) until the viewport is within SCROLL_ARROW_SWITCH_PX of the page bottom, then up.
 * Null when the page does not scroll at all, so no arrow is shown.
 */
export function scrollArrowDirection({ scrollY, viewportHeight, documentHeight }: ScrollMetrics): 'up' | 'down' | null {
  if (documentHeight <= viewportHeight) return null;
  const distanceToBottom = documentHeight - (scrollY + viewportHeight);
  return distanceToBottom <= SCROLL_ARROW_SWITCH_PX ? 'up' : 'down';
}
