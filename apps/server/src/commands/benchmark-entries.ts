import { choiceOfInputValue, currencyQuestionOf, kpiValuesOf, peerAttributesOf, questionsOf } from '@labbench/contract';
import type { ChoiceReader, SurveyCategory } from '@labbench/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  benchmarkEntries,
  benchmarkValues,
  labs,
  surveyAnswers,
  surveyDefinitions,
  surveyInputValues,
  surveyResponses,
} from '../db/schema/index.ts';
import { recomputeStats } from './benchmark-stats.ts';

/** A database or a transaction of one (a transaction nests as a savepoint). */
export type BenchmarkWriter = Pick<Database, 'select' | 'selectDistinct' | 'insert' | 'delete' | 'transaction'>;

/** Ids per read and rows per insert: well under PostgreSQL's 65,535 parameters of one statement. */
const CHUNK = 2000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reads choice answers back through the response's own definition (D44). */
function choiceReader(definition: Record<string, unknown>): ChoiceReader {
  const questions = new Map(questionsOf(definition).map((q) => [q.name, q]));
  return (code, value) => {
    const question = questions.get(code);
    return question ? choiceOfInputValue(question, value) : null;
  };
}

type EntryRow = typeof benchmarkEntries.$inferInsert;
type ValueRow = typeof benchmarkValues.$inferInsert;

/** The entries and values of some responses: only those staff accepted (survey_status A) have any. */
async function entriesOf(db: BenchmarkWriter, ids: string[]): Promise<{ entries: EntryRow[]; values: ValueRow[] }> {
  const responses = await db
    .select({
      id: surveyResponses.id,
      labId: surveyResponses.labId,
      category: surveyResponses.category,
      round: surveyResponses.round,
      country: labs.countryCode,
    })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(and(inArray(surveyResponses.id, ids), eq(surveyResponses.surveyStatus, 'A')));
  if (responses.length === 0) return { entries: [], values: [] };

  const definitions = await db
    .select({
      category: surveyDefinitions.category,
      round: surveyDefinitions.round,
      definition: surveyDefinitions.definition,
    })
    .from(surveyDefinitions)
    .where(
      and(
        inArray(surveyDefinitions.category, [...new Set(responses.map((r) => r.category))]),
        inArray(surveyDefinitions.round, [...new Set(responses.map((r) => r.round))]),
      ),
    );
  const readers = new Map(definitions.map((d) => [`${d.category}|${d.round}`, choiceReader(d.definition)]));

  const inputs = new Map<string, Record<string, number>>();
  const inputRows = await db
    .select({ responseId: surveyInputValues.responseId, code: surveyInputValues.code, value: surveyInputValues.value })
    .from(surveyInputValues)
    .where(
      inArray(
        surveyInputValues.responseId,
        responses.map((r) => r.id),
      ),
    );
  for (const row of inputRows) {
    const own = inputs.get(row.responseId) ?? {};
    own[row.code] = row.value;
    inputs.set(row.responseId, own);
  }

  // Amounts are compared in US dollars: the currency is a text answer, so it is not among the input values.
  const currencies = new Map<string, string>();
  const currencyRows = await db
    .select({ responseId: surveyAnswers.responseId, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(
      and(
        inArray(
          surveyAnswers.responseId,
          responses.map((r) => r.id),
        ),
        inArray(surveyAnswers.code, [...new Set(responses.map((r) => currencyQuestionOf(r.category)))]),
      ),
    );
  for (const row of currencyRows) if (typeof row.value === 'string') currencies.set(row.responseId, row.value);

  const entries: EntryRow[] = [];
  const values: ValueRow[] = [];
  for (const r of responses) {
    const own = inputs.get(r.id) ?? {};
    const reader = readers.get(`${r.category}|${r.round}`) ?? (() => null);
    const peers = peerAttributesOf(r.category, r.country, own, reader);
    entries.push({ responseId: r.id, labId: r.labId, category: r.category, round: r.round, ...peers });
    for (const { code, value } of kpiValuesOf(r.category, own, currencies.get(r.id) ?? null))
      values.push({ responseId: r.id, kpiCode: code, category: r.category, round: r.round, value, ...peers });
  }
  return { entries, values };
}

/**
 * Writes the benchmark entry and KPI values of accepted responses (bulk), replacing any earlier ones in one
 * transaction. A response that is not accepted (any more) is taken out, so only validated responses are ever in.
 * The caller refreshes the statistics of the categories and rounds it touched (refreshBenchmarkStats).
 */
export async function writeBenchmarkEntries(db: BenchmarkWriter, responseIds: readonly string[]): Promise<void> {
  for (const ids of chunks(responseIds)) {
    await db.transaction(async (tx) => {
      const { entries, values } = await entriesOf(tx, ids);
      await tx.delete(benchmarkEntries).where(inArray(benchmarkEntries.responseId, ids));
      for (const part of chunks(entries)) await tx.insert(benchmarkEntries).values(part);
      // 11 columns a row: CHUNK rows stay far below the parameter limit.
      for (const part of chunks(values)) await tx.insert(benchmarkValues).values(part);
    });
  }
}

/** Takes responses out of the benchmark (reopened or rejected); their values go with them (cascade). */
export async function removeBenchmarkEntries(db: BenchmarkWriter, responseIds: readonly string[]): Promise<void> {
  for (const ids of chunks(responseIds))
    await db.delete(benchmarkEntries).where(inArray(benchmarkEntries.responseId, ids));
}

/**
 * Drops the cached statistics of a category and round and makes the standard peer groups' again (all labs and each
 * region); any other group is computed on its first ask. Run after the entries' change has committed.
 */
export async function refreshBenchmarkStats(db: Database, category: SurveyCategory, round: number): Promise<void> {
  await recomputeStats(db, category, round);
}

/** The categories and rounds of some responses (what a change to their entries invalidates). */
export async function roundsOf(db: BenchmarkWriter, responseIds: readonly string[]) {
  if (responseIds.length === 0) return [];
  return db
    .selectDistinct({ category: surveyResponses.category, round: surveyResponses.round })
    .from(surveyResponses)
    .where(inArray(surveyResponses.id, [...responseIds]));
}

/**
 * Brings responses' benchmark entries in line with their validation (accepted: written from their current input
 * values; anything else: taken out), then refreshes the statistics of their categories and rounds.
 */
export async function syncBenchmark(db: Database, responseIds: readonly string[]): Promise<void> {
  await writeBenchmarkEntries(db, responseIds);
  await refreshStatsOf(db, responseIds);
}

/** Refreshes the statistics of the categories and rounds of some responses (after their entries changed). */
export async function refreshStatsOf(db: Database, responseIds: readonly string[]): Promise<void> {
  for (const { category, round } of await roundsOf(db, responseIds)) await refreshBenchmarkStats(db, category, round);
}
