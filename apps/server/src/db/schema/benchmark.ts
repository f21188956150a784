import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Accreditation, LabSize, LabType, PeerRegion, SurveyCategory } from '@labbench/contract';
import { createdAt, uuidPk } from './columns.ts';
import { labs, users } from './users-labs.ts';
import { surveyResponses } from './survey.ts';

/**
 * One validated response's place in the benchmark: its lab's peer attributes. Written when staff accept a response,
 * deleted when it is reopened or rejected, so everything the statistics read is validated (docs/benchmarks.md).
 */
export const benchmarkEntries = pgTable(
  'benchmark_entries',
  {
    responseId: text('response_id')
      .primaryKey()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    region: text('region').$type<PeerRegion>().notNull(),
    country: text('country').notNull(),
    size: text('size').$type<LabSize>(),
    hospitalSize: text('hospital_size').$type<LabSize>(),
    labType: text('lab_type').$type<LabType>(),
    accreditation: text('accreditation').$type<Accreditation>(),
    createdAt: createdAt(),
  },
  (t) => [index('benchmark_entries_lab_idx').on(t.labId, t.category), index().on(t.category, t.round)],
);

/**
 * One KPI value of one validated response, with the peer attributes copied beside it so the statistics of any peer
 * group are one scan of one table (`percentile_cont … group by kpi_code`), no join.
 */
export const benchmarkValues = pgTable(
  'benchmark_values',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => benchmarkEntries.responseId, { onDelete: 'cascade' }),
    kpiCode: text('kpi_code').notNull(),
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    value: doublePrecision('value').notNull(),
    region: text('region').$type<PeerRegion>().notNull(),
    country: text('country').notNull(),
    size: text('size').$type<LabSize>(),
    hospitalSize: text('hospital_size').$type<LabSize>(),
    labType: text('lab_type').$type<LabType>(),
    accreditation: text('accreditation').$type<Accreditation>(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.kpiCode] }),
    // Covering (D45): the statistics read only this index, already in value order per KPI, never the table, whose
    // rows of one KPI lie scattered across every page (values are written response by response).
    index('benchmark_values_stats_idx').on(
      t.category,
      t.round,
      t.kpiCode,
      t.value,
      t.region,
      t.country,
      t.size,
      t.hospitalSize,
      t.labType,
      t.accreditation,
    ),
  ],
);

/**
 * Statistics of one KPI in one peer group and round, cached: `percentiles` holds percentile_cont at 0, 1, …, 100 %.
 * A peer group's rows are made on first ask and dropped when a response of that category and round is validated,
 * reopened or rejected; the standard groups are then made again at once.
 */
export const benchmarkStats = pgTable(
  'benchmark_stats',
  {
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    peerKey: text('peer_key').notNull(),
    kpiCode: text('kpi_code').notNull(),
    n: integer('n').notNull(),
    percentiles: doublePrecision('percentiles').array().notNull(),
    computedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.category, t.round, t.peerKey, t.kpiCode] })],
);

/** The number of labs in one peer group and round, cached beside its statistics (the peer builder's N). */
export const benchmarkPeerGroups = pgTable(
  'benchmark_peer_groups',
  {
    category: text('category').$type<SurveyCategory>().notNull(),
    round: integer('round').notNull(),
    peerKey: text('peer_key').notNull(),
    n: integer('n').notNull(),
    computedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.category, t.round, t.peerKey] })],
);

/**
 * A single-use, short-lived grant to print one report: the PDF printer's page redeems it once (getReportData). Only
 * its hash is kept; it never opens anything else.
 */
export const reportGrants = pgTable(
  'report_grants',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    /** The report asked for: category, round, sections, peers, language (the download payload, parsed). */
    request: text('request').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('report_grants_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`)],
);
