import { PAGE_BOOT_ELEMENT_ID, findCountry, isLanguageId } from '@labbench/contract/constants';
import type { PageBoot as ServedPageBoot } from '@labbench/contract/constants';

/** A language's interface texts, nested as in `locales/*.json`. */
export type Texts = ServedPageBoot['texts'];

/** The contract's page boot as read here: each part null when the page came without it (the dev server) or bad. */
export type PageBoot = { [K in keyof ServedPageBoot]: ServedPageBoot[K] | null };

function readPageBoot(): PageBoot {
  const empty: PageBoot = { country: null, language: null, texts: null };
  // Empty under the development server, which serves index.html unfilled, and where the server renders (D182).
  const raw = typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof ServedPageBoot, unknown>>;
    const language = typeof parsed.language === 'string' && isLanguageId(parsed.language) ? parsed.language : null;
    const texts = typeof parsed.texts === 'object' && parsed.texts !== null ? (parsed.texts as Texts) : null;
    return {
      country: findCountry(typeof parsed.country === 'string' ? parsed.country : null)?.code ?? null,
      language: texts ? language : null,
      texts: language ? texts : null,
    };
  } catch {
    return empty;
  }
}

export const pageBoot: PageBoot = readPageBoot();
