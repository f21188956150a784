import { languageTag } from '@labbench/contract';

/** A moment in the reader's language; our language ids are not all BCP 47, so they are mapped first. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A number as the reader's language writes it, with the precision it was given. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: 20 }).format(value);
}
