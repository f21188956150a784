import { glossaryDescriptionKey, parseSurveyTextKey } from '@labbench/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { translationReviews } from '../db/schema/index.ts';
import { storedTexts, textsOfKey } from './stored-texts.ts';
import { keysShownWith } from './text-ids.ts';
import { translationFailures } from './translation-failures.ts';

/**
 * getValueByLanguageKey (§7): every stored text of the key (of every form of a plural key's family) in every
 * language, who changed each last, where the key appears, and the open review marks.
 */
export const getValueByLanguageKey: Handler<'getValueByLanguageKey'> = async ({ languageKey }, { db }) => {
  const texts = await textsOfKey(db, languageKey);
  if (!texts) throw translationFailures.notFound();
  const keys = keysShownWith(languageKey);
  const marks = await db
    .select({ langId: translationReviews.langId, note: translationReviews.note })
    .from(translationReviews)
    .where(and(inArray(translationReviews.translateKey, keys), isNull(translationReviews.reviewedAt)))
    .orderBy(translationReviews.langId, translationReviews.translateKey);
  return {
    data: {
      languageKey,
      kind: parseSurveyTextKey(languageKey) ? 'survey' : 'interface',
      values: await storedTexts(db, texts, keys),
      descriptionTranslateKey: glossaryDescriptionKey(languageKey),
      reviewMarks: marks,
    },
  };
};
