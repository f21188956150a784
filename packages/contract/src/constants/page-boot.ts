import type { LanguageId } from './languages.ts';

/** Id of the `<script type="application/json">` element of index.html that the server fills for the first screen. */
export const PAGE_BOOT_ELEMENT_ID = 'page-boot';

/** What the server puts into index.html so the first screen renders without fetching country and texts. */
export interface PageBoot {
  /** The visitor's country as the server detects it (what `GET /geo/country` answers). */
  country: string;
  /** The language whose texts come with the page: the detected country's default. */
  language: LanguageId;
  /** That language's interface texts, nested as `GET /assets/i18n/{language}.json` serves them. */
  texts: Record<string, unknown>;
}
