import type { ResponseOf } from '@labbench/contract';

type LogRow = ResponseOf<'getTranslationLog'>['rows'][number];

/** §3 log row: I insert, D delete, anything else an update. */
export function historyAction(action: string): 'insert' | 'delete' | 'update' {
  return action === 'I' ? 'insert' : action === 'D' ? 'delete' : 'update';
}

/** A save that stored the text it already had (a warning confirmed, a text typed back): the "no change" note. */
export function isNoChange(row: Pick<LogRow, 'from' | 'to' | 'action'>): boolean {
  return row.action === 'U' && row.from !== null && row.from === row.to;
}
