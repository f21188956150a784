import { languageTag } from '@labbench/contract';

/** A moment in the staff member's language; our language ids are not all BCP 47, so they are mapped first. */
export function staffDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
