import { LANGUAGE_IDS, parseSurveyTextKey } from '@labbench/contract';
import type { LanguageId, StoredText, SurveyCategory } from '@labbench/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveyDefinitions, translationLog, translations, users } from '../db/schema/index.ts';
import { readSurveyTexts } from './survey-definition-texts.ts';
import { keysShownWith, textId } from './text-ids.ts';
import type { TextMap } from './text-ids.ts';

/** The database or a transaction of it. */
export type Reader = Pick<Database, 'select'>;

/**
 * The non-empty interface texts of some keys in every language. With `lock`, the English rows of the keys are locked
 * first (`FOR UPDATE`): every save of a key takes that lock, so two saves of it run one after the other, and the
 * texts are read after it, by a statement that sees what the other save committed.
 */
export async function readInterfaceTexts(db: Reader, keys: readonly string[], lock = false): Promise<TextMap> {
  if (keys.length === 0) return new Map();
  if (lock)
    await db
      .select({ key: translations.translateKey })
      .from(translations)
      .where(and(eq(translations.langId, 'en'), inArray(translations.translateKey, [...keys])))
      .orderBy(asc(translations.translateKey))
      .for('update');
  const rows = await db
    .select({ langId: translations.langId, key: translations.translateKey, value: translations.value })
    .from(translations)
    .where(and(inArray(translations.translateKey, [...keys]), ne(translations.value, '')));
  return new Map(rows.map((r) => [textId(r.langId, r.key), r.value]));
}

/** A survey definition of a category and round, locked for the save that reads it with `lock`; null when none. */
export async function readSurveyDefinition(
  db: Reader,
  category: SurveyCategory,
  round: number,
  lock = false,
): Promise<Record<string, unknown> | null> {
  const query = db
    .select({ definition: surveyDefinitions.definition })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.category, category), eq(surveyDefinitions.round, round)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.definition ?? null;
}

/** The texts of one survey key in a definition, or null when the definition lacks the part or its English. */
export function surveyTextsOf(definition: Record<string, unknown> | null, key: string): TextMap | null {
  const parsed = parseSurveyTextKey(key);
  if (!parsed || !definition) return null;
  const texts = readSurveyTexts(definition, parsed.part);
  if (!texts?.has('en')) return null;
  return new Map([...texts].map(([lang, text]) => [textId(lang, key), text]));
}

/**
 * The texts the editor shows for a key (every form of a plural family), in every language; null when the key is
 * unknown: an interface key without English, or a survey text the definition does not have.
 */
export async function textsOfKey(db: Reader, key: string): Promise<TextMap | null> {
  const survey = parseSurveyTextKey(key);
  if (survey) return surveyTextsOf(await readSurveyDefinition(db, survey.category, survey.round), key);
  const keys = keysShownWith(key);
  const texts = await readInterfaceTexts(db, keys);
  return keys.some((k) => texts.has(textId('en', k))) ? texts : null;
}

/** The name a log row shows for a user, or null when the account is gone. */
function fullName(givenName: string | null, familyName: string | null): string | null {
  return givenName === null ? null : `${givenName} ${familyName ?? ''}`.trim();
}

/** The log of some keys, newest first (one language's, or every language's). */
export async function readLog(db: Reader, keys: readonly string[], langId?: LanguageId) {
  const rows = await db
    .select({
      langId: translationLog.langId,
      translateKey: translationLog.translateKey,
      changedAt: translationLog.changedAt,
      from: translationLog.fromValue,
      to: translationLog.toValue,
      action: translationLog.action,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(translationLog)
    .leftJoin(users, eq(users.id, translationLog.changedBy))
    .where(and(inArray(translationLog.translateKey, [...keys]), langId ? eq(translationLog.langId, langId) : undefined))
    .orderBy(desc(translationLog.changedAt), desc(translationLog.id));
  return rows.map(({ givenName, familyName, changedAt, ...row }) => ({
    ...row,
    changedAt: changedAt.toISOString(),
    changedBy: fullName(givenName, familyName),
  }));
}

/** Texts as the editor gets them, in language order, each with who changed it last and when (from the log). */
export async function storedTexts(db: Reader, texts: TextMap, keys: readonly string[]): Promise<StoredText[]> {
  const last = new Map<string, { changedAt: string; changedBy: string | null }>();
  for (const row of await readLog(db, keys)) {
    const id = textId(row.langId, row.translateKey);
    if (!last.has(id)) last.set(id, row);
  }
  return LANGUAGE_IDS.flatMap((langId) =>
    keys.flatMap((translateKey) => {
      const id = textId(langId, translateKey);
      const translation = texts.get(id);
      if (translation === undefined) return [];
      const change = last.get(id);
      return [
        {
          langId,
          translateKey,
          translation,
          changedAt: change?.changedAt ?? null,
          changedBy: change?.changedBy ?? null,
        },
      ];
    }),
  );
}
