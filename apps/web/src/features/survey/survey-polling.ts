import type { ResponseOf } from '@labbench/contract';

/** §9: survey details are reloaded every 60 s until a link exists and no import is awaited. */
export const SURVEY_POLL_MS = 60_000;

type Details = ResponseOf<'getSurveyDetailsOfLab'>;

/** Some category (or the one named) still waits: for its link, or for the processing of its response (§4). */
export function stillWaiting(details: Details | undefined, category?: string): boolean {
  if (!details) return false;
  const entries = Object.entries(details.categories).filter(([code]) => !category || code === category);
  return entries.some(([, d]) => !d.s_url || d.waitForImport);
}
