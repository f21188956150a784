import { isNull, ne } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { translationReviews, translations } from '../db/schema/index.ts';
import { coverageOf } from './coverage.ts';
import { textId } from './text-ids.ts';

/** getTranslationCoverage (issue 15 item 6): every interface text and every open review mark, counted per language. */
export const getTranslationCoverage: Handler<'getTranslationCoverage'> = async ({ langId }, { db }) => {
  const [rows, marks] = await Promise.all([
    db
      .select({ langId: translations.langId, key: translations.translateKey, value: translations.value })
      .from(translations)
      .where(ne(translations.value, '')),
    db
      .select({
        langId: translationReviews.langId,
        translateKey: translationReviews.translateKey,
        note: translationReviews.note,
      })
      .from(translationReviews)
      .where(isNull(translationReviews.reviewedAt)),
  ]);
  const texts = new Map(rows.map((r) => [textId(r.langId, r.key), r.value]));
  const englishKeys = rows.filter((r) => r.langId === 'en').map((r) => r.key);
  return { data: coverageOf(texts, englishKeys, marks, langId) };
};
