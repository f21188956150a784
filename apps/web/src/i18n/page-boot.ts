import { findCountry, isLanguageId } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/** A language's interface texts, nested as in `locales/*.json`. */
export type Texts = Record<string, unknown>;

/** What the server puts into index.html for the first screen (apps/server/src/web/page-boot.ts). */
export interface PageBoot {
  /** The visitor's country as the server detects it (what `GET /geo/country` answers). */
  country: string | null;
  /** The language whose texts came with the page: the detected country's default. */
  language: LanguageId | null;
  texts: Texts | null;
}

function readPageBoot(): PageBoot {
  const empty: PageBoot = { country: null, language: null, texts: null };
  const raw = document.getElementById('page-boot')?.textContent;
  // Empty under the development server, which serves index.html unfilled.
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as { country?: unknown; language?: unknown; texts?: unknown };
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
