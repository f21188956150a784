import { PAGE_BOOT_ELEMENT_ID } from '@labbench/contract/constants';
import type { PageBoot } from '@labbench/contract/constants';

const EMPTY_ELEMENT = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}"></script>`;

/** The contract's page boot with the texts as the JSON text the translation file serves, spliced in unparsed. */
type PageBootSource = Omit<PageBoot, 'texts'> & { texts: string };

/**
 * Fills `<script type="application/json" id="page-boot">` of index.html, so the first screen renders without
 * waiting for `/geo/country` and the translation file one after the other. `<` is escaped so no text from the
 * database can close the element; a JSON block is data, never run, so the CSP's script rules do not apply.
 */
export function fillPageBoot(html: string, { country, language, texts }: PageBootSource): string {
  const json = `{"country":${JSON.stringify(country)},"language":${JSON.stringify(language)},"texts":${texts}}`;
  const element = `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
  return html.replace(EMPTY_ELEMENT, () => element);
}
