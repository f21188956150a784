import { languageTag } from '@labbench/contract';

/**
 * When an entry happened, in the reader's language and the browser's time zone (named, so a moment near midnight
 * is not read as another day's). Our language ids are not all BCP 47 (zhcn), so they are mapped first.
 */
export function formatAuditTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
