import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId, ResponseOf } from '@labbench/contract';

export type PublicContributor = ResponseOf<'getContentContributors'>['contributors'][number];

/** A contributor as staff edit them: the name, and role and bio in the languages that have their own. */
export interface StaffContributor {
  id: string;
  name: string;
  articles: number;
  role: Partial<Record<LanguageId, string>>;
  bio: Partial<Record<LanguageId, string>>;
}

/**
 * The contract lists contributors only per language, each text already fallen back to English (D97); a language's
 * text equal to the English one is read as "none of its own", which a save then leaves to the same fallback.
 */
export function staffContributors(perLanguage: Partial<Record<LanguageId, PublicContributor[]>>): StaffContributor[] {
  const english = perLanguage.en ?? [];
  return english.map((base) => {
    const role: StaffContributor['role'] = {};
    const bio: StaffContributor['bio'] = {};
    for (const lang of LANGUAGE_IDS) {
      const own = lang === 'en' ? base : perLanguage[lang]?.find((c) => c.id === base.id);
      if (!own) continue;
      if (own.role && (lang === 'en' || own.role !== base.role)) role[lang] = own.role;
      if (own.bio && (lang === 'en' || own.bio !== base.bio)) bio[lang] = own.bio;
    }
    return { id: base.id, name: base.name, articles: base.articles, role, bio };
  });
}
