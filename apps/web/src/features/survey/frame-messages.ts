import type { SubmissionReport } from './submission-report.ts';

/** The form tells the page around it that the response is complete (§4 `SC`), or complete with a summary (`SC_WS`). */
export const SURVEY_COMPLETE = 'SC';
export const SURVEY_COMPLETE_WITH_SUMMARY = 'SC_WS';

/** §9: the frame is 370 px high, or while the response is open (P) the form's height plus 50 px, at least 600 px. */
export const FIXED_FRAME_HEIGHT = 370;
const MIN_OPEN_HEIGHT = 600;
const HEIGHT_MARGIN = 50;

/** Marks our own structured messages among whatever else a window may receive. */
const CHANNEL = 'labbench-survey';

/**
 * What the form in the frame tells the page (D60): complete (`SC`; `SC_WS`: and show the summary), its height, a
 * submission to confirm with the report of missing answers and warnings, a submission that failed, and where a
 * question it went to is.
 */
export type FrameMessage =
  | { kind: 'complete'; summary: boolean }
  | { kind: 'height'; height: number }
  | { kind: 'submit'; report: SubmissionReport }
  | { kind: 'submitFailed'; messageKey: string }
  | { kind: 'focused'; top: number };

/** What the page asks of the form: check the answers, go to a question, submit what the lab confirmed. */
export type PageCommand = { kind: 'check' } | { kind: 'goto'; code: string } | { kind: 'confirm' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isItemList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every((item) => isObject(item) && typeof item.code === 'string' && typeof item.title === 'string');

function isReport(value: unknown): value is SubmissionReport {
  return isObject(value) && isItemList(value.missing) && isItemList(value.warnings);
}

/** A structured message of ours, or null. */
function ours(data: unknown): Json | null {
  return isObject(data) && data.channel === CHANNEL ? data : null;
}

/** Only messages from our own origin count: any other page could post into the window. */
export function readFrameMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): FrameMessage | null {
  if (event.origin !== ownOrigin) return null;
  if (event.data === SURVEY_COMPLETE) return { kind: 'complete', summary: false };
  if (event.data === SURVEY_COMPLETE_WITH_SUMMARY) return { kind: 'complete', summary: true };
  const message = ours(event.data);
  if (message?.kind === 'submit' && isReport(message.report)) return { kind: 'submit', report: message.report };
  if (message?.kind === 'submitFailed' && typeof message.messageKey === 'string')
    return { kind: 'submitFailed', messageKey: message.messageKey };
  if (message?.kind === 'focused' && typeof message.top === 'number' && Number.isFinite(message.top))
    return { kind: 'focused', top: message.top };
  const height = typeof event.data === 'number' ? event.data : Number.NaN;
  return Number.isFinite(height) && height > 0 ? { kind: 'height', height } : null;
}

/** A command of the page around the form: our origin, and only from the window that holds the frame. */
export function readPageCommand(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  ownOrigin: string,
  parent: unknown,
): PageCommand | null {
  if (event.origin !== ownOrigin || event.source !== parent) return null;
  const message = ours(event.data);
  if (message?.kind === 'check' || message?.kind === 'confirm') return { kind: message.kind };
  if (message?.kind === 'goto' && typeof message.code === 'string') return { kind: 'goto', code: message.code };
  return null;
}

export function frameHeight(labStatus: 'A' | 'P' | null, reported: number | null): number {
  if (labStatus !== 'P') return FIXED_FRAME_HEIGHT;
  return Math.max(MIN_OPEN_HEIGHT, (reported ?? 0) + HEIGHT_MARGIN);
}

/** The wire form of a structured message. */
const wire = (message: Exclude<FrameMessage, { kind: 'complete' | 'height' }> | PageCommand) => ({
  channel: CHANNEL,
  ...message,
});

/** Posts to the page around the form, and only to our own origin. */
export function postToParent(message: string | number | Exclude<FrameMessage, { kind: 'complete' | 'height' }>): void {
  if (window.parent === window) return;
  window.parent.postMessage(typeof message === 'object' ? wire(message) : message, window.location.origin);
}

/** Posts a command to the form in a frame, and only to our own origin. */
export function postToFrame(frame: HTMLIFrameElement | null, command: PageCommand): void {
  frame?.contentWindow?.postMessage(wire(command), window.location.origin);
}
