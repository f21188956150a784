import {
  BENCHMARK_MESSAGES,
  DEFAULT_PEER_GROUP,
  STANDARD_PEER_GROUPS,
  bandOf,
  kpisOf,
  peerGroupLargeEnough,
  percentileRankOf,
  standardPeerFilter,
} from '@labbench/contract';
import type {
  BenchmarkBandValue,
  BenchmarkDashboard,
  BenchmarkSensitivity,
  KpiDefinition,
  KpiResult,
  ParsedPayloadOf,
  PeerFilter,
} from '@labbench/contract';
import { failures } from '../api/errors.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { benchmarkLab, labValues } from './benchmark-lab.ts';
import { groupId, peerGroupStats } from './benchmark-stats.ts';
import type { KpiStats, PeerGroupStats } from './benchmark-stats.ts';

/** The KPIs asked for, in catalogue order; a code the category does not have is a field error. */
function askedKpis(query: ParsedPayloadOf<'getBenchmarkDashboard'>): readonly KpiDefinition[] {
  const catalogue = kpisOf(query.category);
  if (!query.kpis) return catalogue;
  const known = new Set(catalogue.map((k) => k.code));
  if (query.kpis.some((code) => !known.has(code)))
    throw failures.invalidPayload([{ field: 'kpis', message: BENCHMARK_MESSAGES.unknownKpi }]);
  const asked = new Set(query.kpis);
  return catalogue.filter((k) => asked.has(k.code));
}

/** A KPI's statistics when the group holds at least `minimum` labs with a value; else none (nothing inferable). */
function shown(stats: KpiStats | undefined, minimum: number): KpiStats | null {
  return stats && peerGroupLargeEnough(stats.n, minimum) ? stats : null;
}

const quartiles = (p: readonly number[]) => ({ p25: p[25] ?? 0, p50: p[50] ?? 0, p75: p[75] ?? 0 });

/** The lab's band for a KPI: null without a value or without statistics shown. */
function bandIn(kpi: KpiDefinition, value: number | undefined, stats: KpiStats | null): BenchmarkBandValue | null {
  return value === undefined || !stats ? null : bandOf(value, quartiles(stats.percentiles), kpi.better);
}

/** The size of a peer group as every benchmark answer states it. */
function peersOf(filter: PeerFilter, group: PeerGroupStats | undefined, minimum: number) {
  const n = group?.n ?? 0;
  return { filter, n, minimum, enough: peerGroupLargeEnough(n, minimum) };
}

/** What getBenchmarkDashboard answers (the report's data uses it too). */
export async function benchmarkDashboard(
  db: Database,
  config: Config,
  query: ParsedPayloadOf<'getBenchmarkDashboard'>,
): Promise<BenchmarkDashboard> {
  const kpis = askedKpis(query);
  const lab = await benchmarkLab(db, query);
  if (lab.state === 'none') return lab;

  const minimum = config.benchmarkMinPeers;
  const filter = query.peers ?? standardPeerFilter(DEFAULT_PEER_GROUP, lab.entry.attributes);
  const rounds = lab.entries.map((e) => e.round);
  const [values, groups] = await Promise.all([
    labValues(db, lab.entries),
    peerGroupStats(
      db,
      query.category,
      rounds.map((round) => ({ round, filter })),
    ),
  ]);
  const group = groups.get(groupId(lab.round, filter));
  const results = kpis.map((kpi): KpiResult => {
    const value = values.get(lab.round)?.get(kpi.code);
    const stats = group?.kpis.get(kpi.code);
    const visible = shown(stats, minimum);
    const p = visible?.percentiles;
    return {
      code: kpi.code,
      value: value ?? null,
      n: stats?.n ?? 0,
      distribution: p ? { p10: p[10] ?? 0, p25: p[25] ?? 0, p50: p[50] ?? 0, p75: p[75] ?? 0, p90: p[90] ?? 0 } : null,
      percentile: p && value !== undefined ? percentileRankOf(value, p, kpi.better) : null,
      band: bandIn(kpi, value, visible),
      trend: rounds.map((round) => {
        const past = groups.get(groupId(round, filter))?.kpis.get(kpi.code);
        return {
          round,
          value: values.get(round)?.get(kpi.code) ?? null,
          median: shown(past, minimum)?.percentiles[50] ?? null,
          n: past?.n ?? 0,
        };
      }),
    };
  });
  return {
    state: 'ready',
    labName: lab.labName,
    round: lab.round,
    rounds,
    lab: lab.entry.attributes,
    peers: peersOf(filter, group, minimum),
    kpis: results,
  };
}

/** What getBenchmarkSensitivity answers; null when the lab has no validated response of the category. */
export async function benchmarkSensitivity(
  db: Database,
  config: Config,
  query: ParsedPayloadOf<'getBenchmarkSensitivity'>,
): Promise<BenchmarkSensitivity | null> {
  const lab = await benchmarkLab(db, query);
  if (lab.state === 'none') return null;
  const minimum = config.benchmarkMinPeers;
  const filters = STANDARD_PEER_GROUPS.map((group) => ({
    group,
    filter: standardPeerFilter(group, lab.entry.attributes),
  }));
  const [values, groups] = await Promise.all([
    labValues(db, [lab.entry]),
    peerGroupStats(
      db,
      query.category,
      filters.map(({ filter }) => ({ round: lab.round, filter })),
    ),
  ]);
  const own = values.get(lab.round);
  return {
    round: lab.round,
    groups: filters.map(({ group, filter }) => ({
      group,
      peers: peersOf(filter, groups.get(groupId(lab.round, filter)), minimum),
    })),
    kpis: kpisOf(query.category).map((kpi) => ({
      code: kpi.code,
      bands: filters.map(({ filter }) =>
        bandIn(kpi, own?.get(kpi.code), shown(groups.get(groupId(lab.round, filter))?.kpis.get(kpi.code), minimum)),
      ),
    })),
  };
}
