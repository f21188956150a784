import type { LanguageId } from '@labbench/contract';

const BOOT = /<script type="application\/json" id="page-boot"><\/script>/;

/** What the first screen needs that differs per visitor: detected country, the language guessed from it, its texts. */
export interface PageBoot {
  country: string;
  language: LanguageId;
  /** The language's translation file (JSON text), as `/assets/i18n/{language}.json` serves it. */
  texts: string;
}

/**
 * Fills `<script type="application/json" id="page-boot">` of index.html, so the first screen renders without
 * waiting for `/geo/country` and the translation file one after the other. `<` is escaped so no text from the
 * database can close the element; a JSON block is data, never run, so the CSP's script rules do not apply.
 */
export function fillPageBoot(html: string, { country, language, texts }: PageBoot): string {
  const json = `{"country":${JSON.stringify(country)},"language":${JSON.stringify(language)},"texts":${texts}}`;
  const element = `<script type="application/json" id="page-boot">${json.replaceAll('<', '\\u003c')}</script>`;
  return html.replace(BOOT, () => element);
}
