import { BENCHMARK_MESSAGES } from '@labbench/contract';
import type { LabPeerAttributes, NoDashboardReason, SurveyCategory } from '@labbench/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Database } from '../db/client.ts';
import { benchmarkEntries, benchmarkValues, labs, surveyDefinitions } from '../db/schema/index.ts';
import { currentRound, responseOf } from './survey-responses.ts';

/** One validated response of the lab: its round and peer attributes. */
export interface LabEntry {
  responseId: string;
  round: number;
  attributes: LabPeerAttributes;
}

/** The lab a benchmark call is about, the round it shows, and every validated round of it (oldest first). */
export type BenchmarkLab =
  | { state: 'ready'; labName: string; round: number; entry: LabEntry; entries: LabEntry[] }
  | { state: 'none'; labName: string; reason: NoDashboardReason };

/** Why the lab has no validated response of a round: from that response's state. */
async function noneReason(db: Database, labId: string, category: SurveyCategory, round: number | undefined) {
  const shown = round ?? (await currentRound(db, category))?.round;
  const response = shown === undefined ? null : await responseOf(db, labId, category, shown);
  if (!response) return 'notTaken';
  if (response.surveyStatus === 'R') return 'rejected';
  return response.status === 'A' ? 'awaitingValidation' : 'inProgress';
}

/**
 * Resolves a benchmark call's lab (by code; the dispatcher has admitted the caller) and round: the asked round, or the
 * lab's latest validated one. A round the category never had is a field error; a lab without a validated response of
 * the round answers why (D46). One indexed query on a warm path.
 */
export async function benchmarkLab(
  db: Database,
  query: { labCode: string; category: SurveyCategory; round?: number | undefined },
): Promise<BenchmarkLab> {
  // The lab and its entries of the category in one query (left join: a lab without any is still found).
  const rows = await db
    .select({
      labId: labs.id,
      labName: labs.name,
      responseId: benchmarkEntries.responseId,
      round: benchmarkEntries.round,
      region: benchmarkEntries.region,
      country: benchmarkEntries.country,
      size: benchmarkEntries.size,
      hospitalSize: benchmarkEntries.hospitalSize,
      labType: benchmarkEntries.labType,
      accreditation: benchmarkEntries.accreditation,
    })
    .from(labs)
    .leftJoin(benchmarkEntries, and(eq(benchmarkEntries.labId, labs.id), eq(benchmarkEntries.category, query.category)))
    .where(eq(labs.labCode, query.labCode))
    .orderBy(asc(benchmarkEntries.round));
  const [first] = rows;
  // The dispatcher has admitted the caller for this code, so an unknown lab is the same 403 (D32).
  if (!first) throw failures.forbidden();
  const lab = { id: first.labId, name: first.labName };
  const entries = rows.flatMap(({ responseId, round, region, country, ...rest }) =>
    responseId === null || round === null || region === null || country === null
      ? []
      : [{ responseId, round, attributes: { region, country, ...rest } }],
  );
  const round = query.round ?? entries.at(-1)?.round;
  const entry = entries.find((e) => e.round === round);
  if (entry) return { state: 'ready', labName: lab.name, round: entry.round, entry, entries };

  if (query.round !== undefined) {
    const [known] = await db
      .select({ round: surveyDefinitions.round })
      .from(surveyDefinitions)
      .where(and(eq(surveyDefinitions.category, query.category), eq(surveyDefinitions.round, query.round)));
    if (!known) throw failures.invalidPayload([{ field: 'round', message: BENCHMARK_MESSAGES.unknownRound }]);
  }
  return { state: 'none', labName: lab.name, reason: await noneReason(db, lab.id, query.category, query.round) };
}

/** The lab's KPI values of each of its validated rounds: round → KPI code → value. */
export async function labValues(db: Database, entries: readonly LabEntry[]): Promise<Map<number, Map<string, number>>> {
  const byResponse = new Map(entries.map((e) => [e.responseId, e.round]));
  const result = new Map(entries.map((e) => [e.round, new Map<string, number>()]));
  if (entries.length === 0) return result;
  const rows = await db
    .select({ responseId: benchmarkValues.responseId, kpiCode: benchmarkValues.kpiCode, value: benchmarkValues.value })
    .from(benchmarkValues)
    .where(inArray(benchmarkValues.responseId, [...byResponse.keys()]));
  for (const row of rows) result.get(byResponse.get(row.responseId) ?? -1)?.set(row.kpiCode, row.value);
  return result;
}
