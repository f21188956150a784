import { isLanguageId } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';

/**
 * The language whose lists the coverage page shows: the one in the address, else the translator's own unless that
 * is English (whose texts are the source: nothing to list), else none.
 */
export function coverageLanguage(param: string | null, interfaceLanguage: string): LanguageId | null {
  if (isLanguageId(param)) return param;
  return isLanguageId(interfaceLanguage) && interfaceLanguage !== 'en' ? interfaceLanguage : null;
}

/** How many list entries show at first, and how many more each "Show more" adds. */
export const LIST_STEP = 50;
