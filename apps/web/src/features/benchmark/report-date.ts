import { languageTag } from '@labbench/contract';

/**
 * The report's date in the reader's language, always in the Gregorian calendar (issue 18 §2 item 3): survey rounds are
 * Gregorian years, so a Thai report dated 2569 (Buddhist era) beside "round 2026" would mix two calendars in one
 * document. Our language ids go through their BCP 47 tags (`zhcn` → `zh-CN`), which Intl needs.
 */
export function reportDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', calendar: 'gregory' }).format(date);
}
