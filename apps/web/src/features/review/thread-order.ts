import type { ResponseOf } from '@labbench/contract';

type Thread = ResponseOf<'getSurveyComment'>['threads'][number];

/** Open threads (waiting for the lab) first; otherwise the server's order. */
export function openFirst(threads: readonly Thread[]): Thread[] {
  return [...threads].sort((a, b) => Number(b.open) - Number(a.open));
}
