import { z } from 'zod';
import { plainString } from '../validation/control-characters.ts';
import { labCodeField, surveyCategoryField, surveyRoundField } from '../survey/schemas.ts';
import {
  ACCREDITATIONS,
  LAB_SIZES,
  LAB_TYPES,
  PEER_REGIONS,
  STANDARD_PEER_GROUPS,
  peerFilterSchema,
} from './peer-groups.ts';
import { kpiCodeField } from './kpi-code.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** The benchmark bands of §4, "excellent" always the best whichever way the KPI is better. */
export const benchmarkBandField = z.enum(['growth', 'good', 'excellent']);

/** Which lab, category and round a benchmark call is about; the round defaults to the latest validated one. */
const benchmarkTarget = {
  /** The lab, by code; a lab member may name only their own (staff any, under the view-as-lab banner). */
  labCode: labCodeField,
  /** The survey category. */
  category: surveyCategoryField,
  /** The survey round (year); the lab's latest validated round when absent. An unknown round is a field error. */
  round: surveyRoundField.optional(),
  ...requester,
};

/** getBenchmarkDashboard: the lab's KPIs against a peer group, with the trend across rounds. */
export const benchmarkDashboardPayload = z.object({
  ...benchmarkTarget,
  /** The peer group; the lab's region (§4) when absent. */
  peers: peerFilterSchema.optional(),
  /** Only these KPIs (codes of the category's catalogue); every KPI when absent. An unknown code is a field error. */
  kpis: z.array(kpiCodeField).max(100).optional(),
});

/** getPeerGroupSize: how many labs a peer group holds, for the peer builder while the user narrows it. */
export const peerGroupSizePayload = z.object({
  ...benchmarkTarget,
  /** The peer group to count. */
  peers: peerFilterSchema,
});

/** getBenchmarkSensitivity: the lab's band per KPI under each standard peer group. */
export const benchmarkSensitivityPayload = z.object(benchmarkTarget);

/** The peer attributes of the lab's validated response (what its standard peer groups are made of). */
export const labPeerAttributesSchema = z.object({
  /** APAC or China site. */
  region: z.enum(PEER_REGIONS),
  /** Country code. */
  country: z.string(),
  /** Lab size of §4 by volume, null when the volume was not given. */
  size: z.enum(LAB_SIZES).nullable(),
  /** Hospital size of §4 by beds, null for labs that are not hospital labs. */
  hospitalSize: z.enum(LAB_SIZES).nullable(),
  /** The lab type, null when not given. */
  labType: z.enum(LAB_TYPES).nullable(),
  /** ISO 15189 accreditation, null when not given. */
  accreditation: z.enum(ACCREDITATIONS).nullable(),
});

/** The size of a peer group and whether statistics may be shown for it. */
export const peerGroupSizeResponse = z.object({
  /** The filter as applied. */
  filter: peerFilterSchema,
  /** Labs with a validated response in the group, the lab itself included. */
  n: z.number().int().min(0),
  /** The configured minimum (BENCHMARK_MIN_PEERS, default 5). */
  minimum: z.number().int().min(1),
  /** n is at least the minimum: statistics are shown. */
  enough: z.boolean(),
});

/** The peer distribution of one KPI: percentiles by `percentile_cont`. */
export const kpiDistributionSchema = z.object({
  /** 10th percentile. */
  p10: z.number(),
  /** 25th percentile. */
  p25: z.number(),
  /** Median. */
  p50: z.number(),
  /** 75th percentile. */
  p75: z.number(),
  /** 90th percentile. */
  p90: z.number(),
});

/** One point of a KPI's trend: the lab's value and its peers' median in one round. */
export const kpiTrendPointSchema = z.object({
  /** The round (year). */
  round: z.number().int(),
  /** The lab's value that round, null when it gave none. */
  value: z.number().nullable(),
  /** The peer group's median that round, null when the group was too small. */
  median: z.number().nullable(),
  /** Labs of the peer group with a value that round. */
  n: z.number().int().min(0),
});

/** One KPI on the dashboard. */
export const kpiResultSchema = z.object({
  /** The KPI's code in the category's catalogue. */
  code: kpiCodeField,
  /** The lab's own value, null when its answers do not give one. */
  value: z.number().nullable(),
  /** Labs of the peer group with a value for this KPI. */
  n: z.number().int().min(0),
  /** The peer distribution, null when n is below the minimum. */
  distribution: kpiDistributionSchema.nullable(),
  /** Share of peers the lab does better than (0–100, already turned round where lower is better), or null. */
  percentile: z.number().min(0).max(100).nullable(),
  /** The lab's band, null without a value or statistics. */
  band: benchmarkBandField.nullable(),
  /** The lab and its peers across rounds, oldest first. */
  trend: z.array(kpiTrendPointSchema),
});

/** Why a lab has no dashboard for a category yet (the screen says what to do). */
export const noDashboardReasonField = z.enum(['notTaken', 'inProgress', 'awaitingValidation', 'rejected']);

export const benchmarkDashboardResponse = z.discriminatedUnion('state', [
  z.object({
    /** The lab has a validated response: figures follow. */
    state: z.literal('ready'),
    /** The lab's name. */
    labName: z.string(),
    /** The round shown. */
    round: z.number().int(),
    /** Every round the lab has a validated response in, oldest first. */
    rounds: z.array(z.number().int()),
    /** The lab's own peer attributes (the peer builder starts from them). */
    lab: labPeerAttributesSchema,
    /** The peer group and its size. */
    peers: peerGroupSizeResponse,
    /** One entry per KPI asked for, in catalogue order. */
    kpis: z.array(kpiResultSchema),
  }),
  z.object({
    /** No validated response of this category yet. */
    state: z.literal('none'),
    /** The lab's name. */
    labName: z.string(),
    /** What stands between the lab and its dashboard. */
    reason: noDashboardReasonField,
  }),
]);

/** One standard peer group in the sensitivity view. */
export const sensitivityGroupSchema = z.object({
  /** Which standard group. */
  group: z.enum(STANDARD_PEER_GROUPS),
  /** Its filter for this lab and its size. */
  peers: peerGroupSizeResponse,
});

export const benchmarkSensitivityResponse = z.object({
  /** The round shown. */
  round: z.number().int(),
  /** The standard peer groups, in STANDARD_PEER_GROUPS order. */
  groups: z.array(sensitivityGroupSchema),
  /** Per KPI the band under each group, in the order of `groups` (null: no value or group too small). */
  kpis: z.array(z.object({ code: kpiCodeField, bands: z.array(benchmarkBandField.nullable()) })),
});

/** getBenchmarkLabs: staff pick a lab to view as (the view-as-lab banner of §2). */
export const benchmarkLabsPayload = z.object({
  /** Part of the lab's name or code. */
  search: plainString().trim().max(100).optional(),
  /** Page number, from 1; pages of 10 (§9). */
  page: z.number().int().min(1).max(100000).default(1),
  ...requester,
});
export const benchmarkLabsResponse = z.object({
  /** Labs with at least one validated response. */
  labs: z.array(
    z.object({
      /** Lab code. */
      labCode: z.string(),
      /** Lab name. */
      labName: z.string(),
      /** Country code. */
      country: z.string(),
      /** Categories with a validated response. */
      categories: z.array(surveyCategoryField),
    }),
  ),
  /** Matching labs in all. */
  total: z.number().int().min(0),
});

export type BenchmarkDashboard = z.infer<typeof benchmarkDashboardResponse>;
export type ReadyBenchmarkDashboard = Extract<BenchmarkDashboard, { state: 'ready' }>;
export type KpiResult = z.infer<typeof kpiResultSchema>;
export type KpiDistribution = z.infer<typeof kpiDistributionSchema>;
export type BenchmarkBandValue = z.infer<typeof benchmarkBandField>;
export type BenchmarkSensitivity = z.infer<typeof benchmarkSensitivityResponse>;
export type NoDashboardReason = z.infer<typeof noDashboardReasonField>;
