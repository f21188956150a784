import { PEER_DIMENSIONS, PEER_REGIONS, peerKey } from '@labbench/contract';
import type { PeerFilter, SurveyCategory } from '@labbench/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { benchmarkEntries, benchmarkPeerGroups, benchmarkStats, benchmarkValues } from '../db/schema/index.ts';

/** The fractions 0, 0.01, …, 1 whose percentile_cont is cached: percentiles[i] is the i-th percentile. */
const FRACTIONS = sql.raw(`ARRAY[${Array.from({ length: 101 }, (_, i) => (i / 100).toFixed(2)).join(',')}]::float8[]`);

/** One KPI's statistics in one peer group and round: labs with a value and percentile_cont at 0..100 %. */
export interface KpiStats {
  n: number;
  percentiles: number[];
}

/** One peer group in one round: its labs (benchmark entries) and each KPI's statistics (KPIs without values absent). */
export interface PeerGroupStats {
  n: number;
  kpis: Map<string, KpiStats>;
}

/** The table columns a peer filter matches, by dimension: the same on entries and on values. */
function peerConditions(
  table: typeof benchmarkEntries | typeof benchmarkValues,
  category: SurveyCategory,
  round: number,
  filter: PeerFilter,
): SQL[] {
  const conditions = [eq(table.category, category), eq(table.round, round)];
  for (const dimension of PEER_DIMENSIONS) {
    const value = filter[dimension];
    if (value !== undefined) conditions.push(eq(table[dimension], value));
  }
  return conditions;
}

/** Labs of a peer group in a round, counted now (the peer builder's N when nothing is cached). */
export async function countPeerGroup(
  db: Database,
  category: SurveyCategory,
  round: number,
  filter: PeerFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(benchmarkEntries)
    .where(and(...peerConditions(benchmarkEntries, category, round, filter)));
  return row?.n ?? 0;
}

/**
 * Computes a peer group's statistics in SQL (one scan of benchmark_values, percentile_cont per KPI) and caches them.
 * `on conflict do nothing`: another process may be computing the same group; both answers are the same. The group's
 * row in benchmark_peer_groups goes in last: it marks the statistics as complete.
 */
export async function computePeerGroup(
  db: Database,
  category: SurveyCategory,
  round: number,
  filter: PeerFilter,
): Promise<PeerGroupStats> {
  const key = peerKey(filter);
  const n = await countPeerGroup(db, category, round, filter);
  const rows =
    n === 0
      ? []
      : await db
          .select({
            kpiCode: benchmarkValues.kpiCode,
            n: sql<number>`count(*)::int`,
            percentiles: sql<number[]>`percentile_cont(${FRACTIONS}) within group (order by ${benchmarkValues.value})`,
          })
          .from(benchmarkValues)
          .where(and(...peerConditions(benchmarkValues, category, round, filter)))
          .groupBy(benchmarkValues.kpiCode);
  const kpis = new Map(rows.map((r) => [r.kpiCode, { n: Number(r.n), percentiles: r.percentiles.map(Number) }]));
  if (rows.length > 0)
    await db
      .insert(benchmarkStats)
      .values(
        rows.map((r) => ({ category, round, peerKey: key, kpiCode: r.kpiCode, n: r.n, percentiles: r.percentiles })),
      )
      .onConflictDoNothing();
  await db.insert(benchmarkPeerGroups).values({ category, round, peerKey: key, n }).onConflictDoNothing();
  return { n, kpis };
}

/** A peer group of one round, as the statistics are asked for. */
export interface PeerGroupAsk {
  round: number;
  filter: PeerFilter;
}

export const groupId = (round: number, filter: PeerFilter) => `${round}|${peerKey(filter)}`;

/**
 * The statistics of several peer groups and rounds of one category: read from the cache in two indexed queries, the
 * groups not cached yet computed (and cached) now. Keyed by `groupId(round, filter)`.
 */
export async function peerGroupStats(
  db: Database,
  category: SurveyCategory,
  asks: readonly PeerGroupAsk[],
): Promise<Map<string, PeerGroupStats>> {
  const result = new Map<string, PeerGroupStats>();
  if (asks.length === 0) return result;
  const rounds = [...new Set(asks.map((a) => a.round))];
  const keys = [...new Set(asks.map((a) => peerKey(a.filter)))];
  const cached = (table: typeof benchmarkStats | typeof benchmarkPeerGroups) =>
    and(eq(table.category, category), inArray(table.round, rounds), inArray(table.peerKey, keys));
  const [groups, stats] = await Promise.all([
    db
      .select({ round: benchmarkPeerGroups.round, peerKey: benchmarkPeerGroups.peerKey, n: benchmarkPeerGroups.n })
      .from(benchmarkPeerGroups)
      .where(cached(benchmarkPeerGroups)),
    db
      .select({
        round: benchmarkStats.round,
        peerKey: benchmarkStats.peerKey,
        kpiCode: benchmarkStats.kpiCode,
        n: benchmarkStats.n,
        // Text split here is twice as fast as the driver's array parser on the dashboard's hot path.
        percentiles: sql<string>`array_to_string(${benchmarkStats.percentiles}, ',')`,
      })
      .from(benchmarkStats)
      .where(cached(benchmarkStats)),
  ]);
  for (const g of groups) result.set(`${g.round}|${g.peerKey}`, { n: g.n, kpis: new Map() });
  for (const s of stats)
    result
      .get(`${s.round}|${s.peerKey}`)
      ?.kpis.set(s.kpiCode, { n: s.n, percentiles: s.percentiles.split(',').map(Number) });
  for (const ask of asks) {
    const id = groupId(ask.round, ask.filter);
    if (!result.has(id)) result.set(id, await computePeerGroup(db, category, ask.round, ask.filter));
  }
  return result;
}

/**
 * Drops every cached group of a category and round (a response of it was validated, reopened or rejected) and makes
 * the standard groups everyone opens first again at once: all labs and each region. Other groups are made on first ask.
 */
export async function recomputeStats(db: Database, category: SurveyCategory, round: number): Promise<void> {
  const of = (table: typeof benchmarkStats | typeof benchmarkPeerGroups) =>
    and(eq(table.category, category), eq(table.round, round));
  await db.delete(benchmarkPeerGroups).where(of(benchmarkPeerGroups));
  await db.delete(benchmarkStats).where(of(benchmarkStats));
  for (const filter of [{}, ...PEER_REGIONS.map((region) => ({ region }))])
    await computePeerGroup(db, category, round, filter);
}
