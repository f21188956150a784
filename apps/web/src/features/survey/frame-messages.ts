/** The form tells the page around it that the response is complete (§4 `SC`). */
export const SURVEY_COMPLETE = 'SC';

/** §9: the frame is 370 px high, or while the response is open (P) the form's height plus 50 px, at least 600 px. */
export const FIXED_FRAME_HEIGHT = 370;
const MIN_OPEN_HEIGHT = 600;
const HEIGHT_MARGIN = 50;

export type FrameMessage = { kind: 'complete' } | { kind: 'height'; height: number };

/** Only messages from our own origin count: any other page could post into the window. */
export function readFrameMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): FrameMessage | null {
  if (event.origin !== ownOrigin) return null;
  if (event.data === SURVEY_COMPLETE) return { kind: 'complete' };
  const height = typeof event.data === 'number' ? event.data : Number.NaN;
  return Number.isFinite(height) && height > 0 ? { kind: 'height', height } : null;
}

export function frameHeight(labStatus: 'A' | 'P' | null, reported: number | null): number {
  if (labStatus !== 'P') return FIXED_FRAME_HEIGHT;
  return Math.max(MIN_OPEN_HEIGHT, (reported ?? 0) + HEIGHT_MARGIN);
}

/** Posts to the page around the form, and only to our own origin. */
export function postToParent(message: string | number): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}
