import { languageTag } from '../constants/languages.ts';
import type { LanguageId } from '../constants/languages.ts';
import { PLURAL_CATEGORIES } from './text-keys.ts';
import type { PluralCategory } from './text-keys.ts';

/** The plural forms (CLDR categories) a language needs, in CLDR order, as `Intl.PluralRules` knows them. */
export function pluralCategoriesOf(lang: LanguageId): PluralCategory[] {
  const known = new Intl.PluralRules(languageTag(lang)).resolvedOptions().pluralCategories as string[];
  return PLURAL_CATEGORIES.filter((c) => known.includes(c));
}
