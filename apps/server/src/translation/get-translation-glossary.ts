import { and, desc, eq, ne } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { surveyDefinitions, translations } from '../db/schema/index.ts';
import { glossaryOf } from './glossary.ts';

/**
 * getTranslationGlossary (§2 glossary modal): one query for the English keys, one for each category's current round
 * (its latest, D36).
 */
export const getTranslationGlossary: Handler<'getTranslationGlossary'> = async (_payload, { db }) => {
  const [english, rounds] = await Promise.all([
    db
      .select({ key: translations.translateKey })
      .from(translations)
      .where(and(eq(translations.langId, 'en'), ne(translations.value, ''))),
    db
      .selectDistinctOn([surveyDefinitions.category], {
        category: surveyDefinitions.category,
        round: surveyDefinitions.round,
        definition: surveyDefinitions.definition,
      })
      .from(surveyDefinitions)
      .orderBy(surveyDefinitions.category, desc(surveyDefinitions.round)),
  ]);
  return {
    data: glossaryOf(
      english.map((r) => r.key),
      rounds,
    ),
  };
};
