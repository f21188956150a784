import { labSizeByVolume } from '@labbench/contract';
import type { LabSize, SurveyCategory } from '@labbench/contract';
import type { DemoCountry } from './countries.ts';
import { demoCountry } from './countries.ts';
import type { DemoLab, DemoRound } from './population.ts';
import { seededRandom } from './prng.ts';

/** A response's answers before they meet the definition: by code without the category prefix (`TAT_STAT_MEDIAN_MIN`). */
export type Facts = Record<string, number | string>;

/**
 * The draws of one lab's answers to one category. Every draw comes from a sequence of the lab and category alone, so
 * its 2025 and 2026 answers draw the same numbers; a small jitter of the round moves 2026 a little off 2025. Facts
 * always make every draw, whether or not the answer is used, so a condition met in one round only shifts nothing.
 */
export interface Draws {
  /** Log-normal around `median` (sigma ≈ relative spread), with the round's jitter. */
  around(median: number, sigma: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Uniform in [0, 1), the same in both rounds. */
  uniform(): number;
}

/** What the facts of one response are made from. */
export interface ResponseContext {
  lab: DemoLab;
  category: SurveyCategory;
  round: DemoRound;
  country: DemoCountry;
  draw: Draws;
  /** The lab's factors in this round: quality, speed and cost (lower is better), productivity (higher). */
  q: number;
  s: number;
  c: number;
  p: number;
}

export function responseContext(
  seed: string,
  lab: DemoLab,
  category: SurveyCategory,
  round: DemoRound,
): ResponseContext {
  const base = seededRandom(`${seed}/${lab.code}/${category}`);
  const jitter = seededRandom(`${seed}/${lab.code}/${category}/${round}`);
  const later = round === 2026;
  const draw: Draws = {
    around: (median, sigma) => base.around(median, sigma) * jitter.around(1, 0.04),
    chance: (p) => base.next() < p,
    pick: (items) => base.pick(items),
    uniform: () => base.next(),
  };
  return {
    lab,
    category,
    round,
    country: demoCountry(lab.country),
    draw,
    q: lab.quality * (later ? lab.improvement : 1),
    s: lab.speed * (later ? lab.improvement : 1),
    c: lab.cost * (later ? 1.03 : 1),
    p: lab.productivity / (later ? lab.improvement : 1),
  };
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;
/** FTE are counted in halves. */
export const halves = (value: number) => Math.round(value * 2) / 2;
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Whether the lab offers a service (or takes part in something): always for a complete lab; the draw is made anyway. */
export function offers(ctx: ResponseContext, p: number): boolean {
  const drawn = ctx.draw.chance(p);
  return ctx.lab.complete || drawn;
}
const bySize = <T>(size: LabSize, values: Readonly<Record<LabSize, T>>): T => values[size];

/** The §4 size of this category's volume: the lab's own, or one step smaller in a side category half the time. */
export function categorySize(ctx: ResponseContext): LabSize {
  const smaller = ctx.draw.chance(0.5);
  if (ctx.category === 'CL' || ctx.category === 'CLT' || !smaller) return ctx.lab.size;
  return ctx.lab.size === 'large' ? 'medium' : 'small';
}

/** A volume inside the size's §4 bounds (log-uniform), grown a little in 2026. */
export function volumeOf(
  ctx: ResponseContext,
  size: LabSize,
  bounds: Readonly<Record<LabSize, [number, number]>>,
): number {
  const [low, high] = bounds[size];
  const volume = low * Math.pow(high / low, ctx.draw.uniform());
  return Math.round(volume * (ctx.round === 2026 ? 1.04 : 1));
}

/** An error or rejection rate in % around `median`, scaled by the lab's factor. */
export function ratePct(ctx: ResponseContext, median: number, sigma: number, factor: number): number {
  const value = clamp(ctx.draw.around(median, sigma) * factor, 0, 100);
  return value < 1 ? round2(value) : round1(value);
}

/** A share of results within a target, in %: 100 minus a miss rate around `missMedian`. */
export function withinPct(ctx: ResponseContext, missMedian: number, sigma: number, factor: number): number {
  return round1(clamp(100 - ctx.draw.around(missMedian, sigma) * factor, 40, 99.9));
}

/** A turnaround time in whole minutes (or days with `decimals` 1). */
export function tat(
  ctx: ResponseContext,
  median: number,
  sigma: number,
  bounds: [number, number],
  decimals = 0,
): number {
  const value = clamp(ctx.draw.around(median, sigma) * ctx.s, bounds[0], bounds[1]);
  return decimals ? round1(value) : Math.round(value);
}

/** The 90th percentile beside a median: 1.5–2.2 times it, never below it, never above the question's maximum. */
export function p90(ctx: ResponseContext, median: number, max: number, decimals = 0): number {
  const value = clamp(median * ctx.draw.around(1.8, 0.12), median, max);
  return decimals ? round1(Math.max(value, median)) : Math.max(Math.ceil(value), median);
}

/** Opening: 24/7, or hours a day and days a week; and how many days a year the lab works. */
export function opening(ctx: ResponseContext, open247: number): { facts: Facts; daysPerYear: number } {
  const always = ctx.draw.chance(open247);
  const hours = ctx.draw.pick([8, 9, 10, 12, 12, 14, 16]);
  const days = ctx.draw.pick([5, 5, 6, 6, 6, 7]);
  return {
    facts: { OPEN_24_7: yesNo(always), HOURS_PER_DAY: hours, DAYS_PER_WEEK: days },
    daysPerYear: always ? 365 : days * 52 - 10,
  };
}

/** Staff by role from a total FTE and each role's share; every role at least `minimum` FTE. */
export function staffing(
  ctx: ResponseContext,
  total: number,
  shares: Readonly<Record<'PATHOLOGISTS' | 'MED_TECHNOLOGISTS' | 'TECHNICIANS' | 'SUPPORT_ADMIN', number>>,
): { facts: Facts; fte: number } {
  const facts: Facts = {};
  let fte = 0;
  for (const [role, share] of Object.entries(shares)) {
    const value = halves(Math.max(role === 'MED_TECHNOLOGISTS' ? 1 : 0, total * share * ctx.draw.around(1, 0.1)));
    facts[`FTE_${role}`] = value;
    fte += value;
  }
  return { facts, fte };
}

/** Typical amount per unit (test, case, unit of blood) in US dollars at price level 1. */
const USD_PER_UNIT: Readonly<Record<SurveyCategory, number>> = { CL: 1.6, CLT: 1.6, ML: 22, HL: 30, BB: 75 };
/** The largest amount a cost question takes (the definitions' maximum). */
const AMOUNT_MAX = 1_000_000;

/** The currency a lab reports a category in: its own, or US dollars where local amounts outgrow the questions. */
export function currencyOf(ctx: ResponseContext): string {
  const typical = USD_PER_UNIT[ctx.category] * ctx.country.priceLevel * ctx.country.perUsd;
  return typical * 2.5 > AMOUNT_MAX ? 'USD' : ctx.country.currency;
}

/** An amount in the response's currency from a typical US dollar amount at price level 1. */
export function money(ctx: ResponseContext, usd: number, currency: string, size: LabSize): number {
  const scale = bySize(size, { small: 1.25, medium: 1, large: 0.8 });
  const dollars = usd * ctx.country.priceLevel * ctx.c * scale * ctx.draw.around(1, 0.15);
  const local = currency === 'USD' ? dollars : dollars * ctx.country.perUsd;
  return clamp(local >= 100 ? Math.round(local) : round2(local), 0.01, AMOUNT_MAX);
}

/** The typical amount of a category per unit, for money(). */
export const usdPerUnit = (category: SurveyCategory) => USD_PER_UNIT[category];

/** Reagent and staff shares of cost, in %, adding up to at most 95. */
export function costShares(ctx: ResponseContext, reagent: number, staff: number): Facts {
  const reagents = round1(clamp(ctx.draw.around(reagent, 0.15), 10, 75));
  const people = round1(clamp(ctx.draw.around(staff, 0.15), 10, 95 - reagents));
  return { REAGENT_SHARE_PCT: reagents, STAFF_COST_SHARE_PCT: people };
}

export { bySize, labSizeByVolume };
