/**
 * From this many labs with a value, a rank reads as a percentage of the peer group: each lab is then at most 5
 * percentage points, so "better than 80 %" means something. Below it a percentage overclaims ("better than 100 %" of
 * five labs is one lab ahead of four), so the rank is said in labs.
 */
export const PERCENT_RANK_MIN_LABS = 20;

/**
 * How a lab's rank in its peer group is said (issue 18 §2 item 5), true for small groups too:
 * - `best`: no other lab has a better value ("Best of 5 labs");
 * - `last`: every other lab has a better value;
 * - `labs`: better than `beaten` of the `others` other labs (groups under PERCENT_RANK_MIN_LABS);
 * - `percent`: better than `percent` % of the other labs (never 0 or 100: those are `last` and `best`).
 */
export type PeerRank =
  | { kind: 'best'; n: number }
  | { kind: 'last'; n: number; others: number }
  | { kind: 'labs'; beaten: number; others: number }
  | { kind: 'percent'; percent: number };

/**
 * The rank of a lab among the `n` labs of its peer group with a value (the lab among them), from its percentile rank
 * (0–100, the share of the distribution it does better than, as the dashboard answers it). null when there is no
 * rank to tell: no percentile, or no other lab.
 */
export function peerRankOf(percentile: number | null, n: number): PeerRank | null {
  if (percentile === null || !Number.isFinite(percentile) || n < 2) return null;
  const others = n - 1;
  // Among n values the k-th from the bottom sits at percentile k / (n - 1): the number of other labs behind it.
  const beaten = Math.round((Math.min(100, Math.max(0, percentile)) / 100) * others);
  if (beaten >= others) return { kind: 'best', n };
  if (beaten <= 0) return { kind: 'last', n, others };
  if (n < PERCENT_RANK_MIN_LABS) return { kind: 'labs', beaten, others };
  return { kind: 'percent', percent: Math.min(99, Math.max(1, Math.round((beaten / others) * 100))) };
}
