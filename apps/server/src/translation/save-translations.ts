import { parseSurveyTextKey } from '@labbench/contract';
import type { ResponseOf, SurveyTextKey } from '@labbench/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveyDefinitions, translationLog, translations } from '../db/schema/index.ts';
import { bumpTextsVersion, readTextsVersion } from '../shared/texts-version.ts';
import { changedEntries, conflictingEntries, problemsOfSave, refuses } from './save-checks.ts';
import type { SaveEntry } from './save-checks.ts';
import { writeSurveyText } from './survey-definition-texts.ts';
import { readInterfaceTexts, readSurveyDefinition, storedTexts, surveyTextsOf } from './stored-texts.ts';
import { hasEnglish, keysShownWith, textId } from './text-ids.ts';
import type { TextMap } from './text-ids.ts';
import { translationFailures } from './translation-failures.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type SaveAnswer = ResponseOf<'updateTranslationByLanguageKey'>;

interface SurveyDefinitionState {
  category: SurveyTextKey['category'];
  round: number;
  definition: Record<string, unknown>;
}

/** The definitions a save touches, `category round` → state, locked in a fixed order so two saves cannot deadlock. */
async function lockSurveyDefinitions(tx: Tx, keys: readonly SurveyTextKey[]) {
  const rounds = new Map(keys.map((k) => [`${k.category} ${k.round}`, k]));
  const states = new Map<string, SurveyDefinitionState>();
  for (const id of [...rounds.keys()].sort()) {
    const { category, round } = rounds.get(id) as SurveyTextKey;
    const definition = await readSurveyDefinition(tx, category, round, true);
    if (!definition) throw translationFailures.notFound();
    states.set(id, { category, round, definition });
  }
  return states;
}

/** The stored texts of every key the save names (each with its family), locked for the rest of the transaction. */
async function lockedTexts(tx: Tx, entries: readonly SaveEntry[]) {
  const surveyKeys = new Map<string, SurveyTextKey>();
  const interfaceKeys = new Set<string>();
  for (const { translateKey } of entries) {
    const survey = parseSurveyTextKey(translateKey);
    if (survey) surveyKeys.set(translateKey, survey);
    else for (const k of keysShownWith(translateKey)) interfaceKeys.add(k);
  }
  const texts: TextMap = await readInterfaceTexts(tx, [...interfaceKeys].sort(), true);
  const definitions = await lockSurveyDefinitions(tx, [...surveyKeys.values()]);
  for (const [key, survey] of surveyKeys) {
    const surveyTexts = surveyTextsOf(definitions.get(`${survey.category} ${survey.round}`)?.definition ?? null, key);
    if (!surveyTexts) throw translationFailures.notFound();
    for (const [id, text] of surveyTexts) texts.set(id, text);
  }
  for (const { translateKey } of entries)
    if (!parseSurveyTextKey(translateKey) && !hasEnglish(texts, translateKey)) throw translationFailures.notFound();
  return { texts, definitions, keys: [...interfaceKeys, ...surveyKeys.keys()] };
}

/** Stores the changed texts: interface texts in `translations`, survey texts in their definition's JSON. */
async function writeTexts(tx: Tx, changed: readonly SaveEntry[], definitions: Map<string, SurveyDefinitionState>) {
  const touched = new Set<string>();
  for (const { langId, translateKey, translation } of changed) {
    const survey = parseSurveyTextKey(translateKey);
    if (!survey) {
      await tx
        .insert(translations)
        .values({ langId, translateKey, value: translation })
        .onConflictDoUpdate({
          target: [translations.langId, translations.translateKey],
          set: { value: translation, updatedAt: sql`now()` },
        });
      continue;
    }
    const id = `${survey.category} ${survey.round}`;
    const state = definitions.get(id);
    if (!state) throw new Error(`definition ${id} was not locked`);
    state.definition = writeSurveyText(state.definition, survey.part, langId, translation);
    touched.add(id);
  }
  for (const id of touched) {
    const state = definitions.get(id) as SurveyDefinitionState;
    await tx
      .update(surveyDefinitions)
      .set({ definition: state.definition })
      .where(and(eq(surveyDefinitions.category, state.category), eq(surveyDefinitions.round, state.round)));
  }
}

/**
 * updateTranslationByLanguageKey's work, in one transaction: the texts are locked and compared with what the
 * translator started from (Conflict), checked (Refused), then stored with one log row per changed text and a new
 * texts version. Nothing is stored unless everything passes.
 */
export function saveTranslations(
  db: Database,
  changedBy: string,
  entries: readonly SaveEntry[],
  confirmWarnings: boolean,
): Promise<SaveAnswer> {
  return db.transaction(async (tx): Promise<SaveAnswer> => {
    const { texts, definitions, keys } = await lockedTexts(tx, entries);
    if (conflictingEntries(texts, entries).length > 0)
      return { status: 'Conflict', current: await storedTexts(tx, texts, keys) };
    const problems = problemsOfSave(texts, entries);
    if (refuses(problems, confirmWarnings)) return { status: 'Refused', problems };

    const changed = changedEntries(texts, entries);
    if (changed.length === 0) return { status: 'Updated', version: await readTextsVersion(tx) };
    await writeTexts(tx, changed, definitions);
    await tx.insert(translationLog).values(
      changed.map(({ langId, translateKey, translation }) => {
        const from = texts.get(textId(langId, translateKey)) ?? null;
        return {
          langId,
          translateKey,
          fromValue: from,
          toValue: translation,
          action: from === null ? ('I' as const) : ('U' as const),
          changedBy,
        };
      }),
    );
    return { status: 'Updated', version: await bumpTextsVersion(tx) };
  });
}
