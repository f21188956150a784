import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import type { LabSize } from '../rules/lab-size.ts';

/** A benchmark never shows statistics of fewer labs than this, unless configured otherwise (BENCHMARK_MIN_PEERS). */
export const DEFAULT_MIN_PEER_GROUP = 5;

export const PEER_REGIONS = ['apac', 'china'] as const;
export type PeerRegion = (typeof PEER_REGIONS)[number];
export const LAB_SIZES = ['small', 'medium', 'large'] as const satisfies readonly LabSize[];
/** The lab types every survey asks (`<CAT>_LAB_TYPE`), as stored: the choice values. */
export const LAB_TYPES = ['hospital', 'commercial', 'public_health', 'research'] as const;
export type LabType = (typeof LAB_TYPES)[number];
export const ACCREDITATIONS = ['yes', 'no', 'in_progress'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** A peer group: the labs that match every dimension given; an empty filter is every lab of the category. */
export const peerFilterSchema = z
  .object({
    /** APAC site or China site (a lab in CN is on the China site). */
    region: z.enum(PEER_REGIONS).optional(),
    /** The lab's country (§3 country codes). */
    country: z.enum(countryCodes).optional(),
    /** Lab size of §4 by volume: samples per day, molecular labs tests per week. */
    size: z.enum(LAB_SIZES).optional(),
    /** Hospital size of §4 by beds (hospital labs only). */
    hospitalSize: z.enum(LAB_SIZES).optional(),
    /** The lab type. */
    labType: z.enum(LAB_TYPES).optional(),
    /** ISO 15189 accreditation. */
    accreditation: z.enum(ACCREDITATIONS).optional(),
  })
  .strict();
export type PeerFilter = z.infer<typeof peerFilterSchema>;
export type PeerDimension = keyof PeerFilter;
export const PEER_DIMENSIONS = ['region', 'country', 'size', 'hospitalSize', 'labType', 'accreditation'] as const;

/** The peer attributes of one lab's validated response (what the peer filters match). */
export interface LabPeerAttributes {
  region: PeerRegion;
  country: string;
  size: LabSize | null;
  hospitalSize: LabSize | null;
  labType: LabType | null;
  accreditation: Accreditation | null;
}

/** The standard peer groups of the sensitivity view, each built from the lab's own attributes. */
export const STANDARD_PEER_GROUPS = ['all', 'region', 'country', 'size', 'labType', 'accreditation'] as const;
export type StandardPeerGroup = (typeof STANDARD_PEER_GROUPS)[number];

/** The dashboard's default comparison: labs of the lab's own region (§4 bands are "in the region"). */
export const DEFAULT_PEER_GROUP: StandardPeerGroup = 'region';

/** The filter of a standard peer group for a lab; a dimension the lab has no value for is left out. */
export function standardPeerFilter(group: StandardPeerGroup, lab: LabPeerAttributes): PeerFilter {
  switch (group) {
    case 'all':
      return {};
    case 'region':
      return { region: lab.region };
    case 'country':
      return { country: lab.country };
    case 'size':
      return lab.size ? { region: lab.region, size: lab.size } : { region: lab.region };
    case 'labType':
      return lab.labType ? { region: lab.region, labType: lab.labType } : { region: lab.region };
    case 'accreditation':
      return lab.accreditation ? { region: lab.region, accreditation: lab.accreditation } : { region: lab.region };
  }
}

/** One canonical key per filter (dimensions in a fixed order), under which statistics are cached. */
export function peerKey(filter: PeerFilter): string {
  const parts = PEER_DIMENSIONS.filter((d) => filter[d] !== undefined).map((d) => `${d}=${filter[d]}`);
  return parts.length ? parts.join(';') : 'all';
}

/** Statistics are shown only for a group of at least `minimum` labs, so no lab's values can be inferred. */
export function peerGroupLargeEnough(n: number, minimum: number): boolean {
  return n >= minimum;
}
