import type { Facts, ResponseContext } from './facts-common.ts';
import {
  bySize,
  categorySize,
  clamp,
  costShares,
  currencyOf,
  halves,
  labSizeByVolume,
  money,
  offers,
  opening,
  p90,
  ratePct,
  round1,
  round2,
  staffing,
  tat,
  usdPerUnit,
  volumeOf,
  withinPct,
  yesNo,
} from './facts-common.ts';
import { profileFacts } from './facts-core-molecular.ts';

const HISTOLOGY_VOLUME = { small: [15, 250], medium: [260, 900], large: [1050, 2000] } as const satisfies Record<
  string,
  [number, number]
>;

/** Histopathology (HL): cases, blocks and slides from samples per day; staff from cases and slides per person. */
export function histologyFacts(ctx: ResponseContext): Facts {
  const { lab, draw, q, s } = ctx;
  const size = categorySize(ctx);
  const samples = volumeOf(ctx, size, HISTOLOGY_VOLUME);
  const volumeSize = labSizeByVolume(samples);
  const open = opening(ctx, 0.1);
  const cases = Math.round(samples * 250 * draw.around(0.7, 0.15));
  const blocks = Math.round(cases * draw.around(2.4, 0.2));
  const slides = Math.round(blocks * draw.around(1.5, 0.15));
  const pathologists = Math.max(0.5, halves(cases / (draw.around(2800, 0.3) * ctx.p)));
  const technical = Math.max(1, slides / (draw.around(14000, 0.3) * ctx.p));
  const staff = staffing(ctx, technical / 0.85, {
    PATHOLOGISTS: 0,
    MED_TECHNOLOGISTS: 0.38,
    TECHNICIANS: 0.47,
    SUPPORT_ADMIN: 0.15,
  });
  const techFte = Number(staff.facts.FTE_MED_TECHNOLOGISTS) + Number(staff.facts.FTE_TECHNICIANS);
  const ihc = offers(ctx, lab.labType === 'hospital' ? 0.85 : 0.7);
  const ihcSlides = Math.round(slides * draw.around(0.08, 0.4));
  const digital = draw.pick(
    bySize(volumeSize, {
      small: ['none', 'none', 'none', 'secondary'],
      medium: ['none', 'none', 'secondary', 'secondary', 'primary'],
      large: ['none', 'secondary', 'secondary', 'primary'],
    }),
  );
  const scanners = Math.max(1, Math.round((slides / 300000) * draw.around(1, 0.3)));
  const biopsy = tat(ctx, 2.5, 0.3, [0.5, 20], 1);
  const resection = tat(ctx, 5, 0.3, [1, 30], 1);
  const currency = currencyOf(ctx);

  return {
    ...profileFacts(ctx, [3, 6, 12]),
    SAMPLES_PER_DAY: samples,
    CASES_PER_YEAR: cases,
    BLOCKS_PER_YEAR: blocks,
    SLIDES_PER_YEAR: slides,
    ...open.facts,
    ...staff.facts,
    FTE_PATHOLOGISTS: pathologists,
    INSTR_TISSUE_PROCESSORS: Math.max(1, Math.round(blocks / 50000)),
    INSTR_STAINERS: Math.max(1, Math.round(slides / 200000)),
    INSTR_IHC_STAINERS: ihc ? Math.max(1, Math.round(ihcSlides / 40000)) : 0,
    INSTR_SLIDE_SCANNERS: digital === 'none' ? 0 : scanners,
    AUTOMATION_TRACK: yesNo(draw.chance(0.15 * lab.automation)),
    MIDDLEWARE: yesNo(draw.chance(0.2 + 0.5 * lab.automation)),
    AUTOVALIDATION_PCT: round1(clamp(draw.around(3 + 10 * lab.automation, 0.5), 0, 60)),
    OFFERS_FROZEN: yesNo(offers(ctx, lab.labType === 'hospital' ? 0.85 : 0.2)),
    OFFERS_IHC: yesNo(ihc),
    DIGITAL_PATHOLOGY: digital,
    SPECIMEN_TRACKING: yesNo(draw.chance(0.3 + 0.5 * lab.automation)),
    LABELLING_ERRORS_PER_1000: round2(draw.around(1.5, 0.5) * q),
    REQUEST_INCOMPLETE_PCT: ratePct(ctx, 4, 0.45, q),
    BLOCK_SLIDE_ID_ERRORS_PER_1000: round2(draw.around(0.5, 0.5) * q),
    RECUT_RATE_PCT: ratePct(ctx, 2.5, 0.4, q),
    RESTAIN_RATE_PCT: ratePct(ctx, 1.2, 0.4, q),
    AMENDED_REPORTS_PER_1000: round2(draw.around(2.5, 0.45) * q),
    ADDENDA_PER_1000: round1(draw.around(15, 0.4)),
    SECOND_REVIEW_PCT: ratePct(ctx, 10, 0.4, 1),
    FROZEN_CONCORDANCE_PCT: withinPct(ctx, 2.5, 0.5, q),
    FROZEN_DEFERRAL_PCT: ratePct(ctx, 4, 0.4, 1),
    IHC_REPEAT_PCT: ratePct(ctx, 2, 0.5, q),
    EQA_UNACCEPTABLE_PCT: ratePct(ctx, 3, 0.5, q),
    BIOPSY_TAT_MEDIAN_DAYS: biopsy,
    BIOPSY_TAT_P90_DAYS: p90(ctx, biopsy, 60, 1),
    BIOPSY_WITHIN_2D_PCT: withinPct(ctx, 28, 0.4, s),
    RESECTION_TAT_MEDIAN_DAYS: resection,
    RESECTION_TAT_P90_DAYS: p90(ctx, resection, 90, 1),
    RESECTION_WITHIN_5D_PCT: withinPct(ctx, 35, 0.4, s),
    CASES_WITHIN_7D_PCT: withinPct(ctx, 9, 0.5, s),
    FROZEN_TAT_MEDIAN_MIN: tat(ctx, 18, 0.2, [8, 60]),
    FROZEN_WITHIN_20MIN_PCT: withinPct(ctx, 15, 0.5, s),
    IHC_TAT_MEDIAN_DAYS: tat(ctx, 2, 0.3, [0.5, 14], 1),
    RAPID_PROCESSING: yesNo(draw.chance(0.35)),
    CURRENCY_CODE: currency,
    COST_PER_CASE: money(ctx, usdPerUnit('HL'), currency, volumeSize),
    COST_PER_BLOCK: money(ctx, usdPerUnit('HL') / 4, currency, volumeSize),
    ...costShares(ctx, 30, 50),
    CASES_PER_PATHOLOGIST_FTE: Math.round(cases / pathologists),
    SLIDES_PER_TECH_FTE: Math.round(slides / techFte),
    IHC_SLIDES_PER_YEAR: ihcSlides,
    SEND_OUT_PCT: ratePct(ctx, 4, 0.6, 1),
    OVERTIME_PCT: ratePct(ctx, 6, 0.5, 1),
  };
}

const BLOOD_VOLUME = { small: [20, 250], medium: [260, 900], large: [1050, 2500] } as const satisfies Record<
  string,
  [number, number]
>;
const BLOOD_SAMPLES_PER_FTE_DAY = { small: 20, medium: 45, large: 90 } as const;

/** Blood bank (BB): units issued and crossmatches from samples per day; lower C:T ratio is better. */
export function bloodFacts(ctx: ResponseContext): Facts {
  const { lab, draw, q, s } = ctx;
  const size = categorySize(ctx);
  const samples = volumeOf(ctx, size, BLOOD_VOLUME);
  const volumeSize = labSizeByVolume(samples);
  const open = opening(ctx, lab.labType === 'hospital' ? 0.9 : 0.3);
  const perFte = BLOOD_SAMPLES_PER_FTE_DAY[volumeSize] * ctx.p * draw.around(1, 0.15);
  const staff = staffing(ctx, Math.max(1, samples / perFte), {
    PATHOLOGISTS: 0.05,
    MED_TECHNOLOGISTS: 0.55,
    TECHNICIANS: 0.3,
    SUPPORT_ADMIN: 0.1,
  });
  const units = Math.max(1, Math.round(samples * 365 * draw.around(0.55, 0.3)));
  const ctRatio = round1(clamp(draw.around(1.7, 0.2) * (0.5 + 0.5 * q), 1, 5));
  const crossmatches = Math.round(units * ctRatio);
  const reactions = Math.round(units * draw.around(0.0025, 0.5));
  const emergency = tat(ctx, 10, 0.3, [3, 120]);
  const crossmatch = tat(ctx, 55, 0.3, [15, 1440]);
  const currency = currencyOf(ctx);

  return {
    ...profileFacts(ctx, [3, 6, 10]),
    SAMPLES_PER_DAY: samples,
    UNITS_ISSUED_PER_YEAR: units,
    CROSSMATCHES_PER_YEAR: crossmatches,
    ...open.facts,
    ...staff.facts,
    INSTR_IH_ANALYSERS: Math.max(1, Math.round(samples / 250)),
    INSTR_BLOOD_FRIDGES: Math.max(1, Math.round(units / 6000)),
    INSTR_PLATELET_AGITATORS: Math.max(1, Math.round(units / 25000)),
    AUTOMATION_TRACK: yesNo(draw.chance(0.1 * lab.automation)),
    MIDDLEWARE: yesNo(draw.chance(0.2 + 0.6 * lab.automation)),
    AUTOVALIDATION_PCT: round1(clamp(draw.around(10 + 50 * lab.automation, 0.4), 0, 95)),
    ELECTRONIC_ISSUE: yesNo(offers(ctx, bySize(volumeSize, { small: 0.15, medium: 0.35, large: 0.6 }))),
    ELECTRONIC_ISSUE_PCT: round1(clamp(draw.around(55, 0.3), 5, 95)),
    MTP: yesNo(offers(ctx, lab.labType === 'hospital' ? 0.8 : 0.3)),
    WBIT_EVENTS_YEAR: Math.floor(clamp(samples * 365 * draw.around(0.0003, 0.6) * q, 0, 10000)),
    TRANSFUSION_REACTIONS_YEAR: reactions,
    SERIOUS_REACTIONS_YEAR: Math.floor(reactions * draw.around(0.06, 0.6)),
    CT_RATIO: ctRatio,
    UNITS_WASTED_PCT: ratePct(ctx, 2.5, 0.4, q),
    UNITS_EXPIRED_PCT: ratePct(ctx, 3, 0.45, q),
    PLATELETS_EXPIRED_PCT: ratePct(ctx, 10, 0.4, q),
    SAMPLE_REJECTION_PCT: ratePct(ctx, 2, 0.4, q),
    TWO_SAMPLE_RULE: yesNo(draw.chance(0.6)),
    EQA_UNACCEPTABLE_PCT: ratePct(ctx, 2, 0.5, q),
    EMERGENCY_RELEASE_MEDIAN_MIN: emergency,
    EMERGENCY_RELEASE_P90_MIN: p90(ctx, emergency, 240),
    MTP_FIRST_PACK_MIN: tat(ctx, 15, 0.3, [5, 240]),
    XM_TAT_MEDIAN_MIN: crossmatch,
    XM_TAT_P90_MIN: p90(ctx, crossmatch, 2880),
    XM_WITHIN_TARGET_PCT: withinPct(ctx, 8, 0.45, s),
    GROUP_SCREEN_TAT_MEDIAN_MIN: tat(ctx, 70, 0.3, [20, 2880]),
    CURRENCY_CODE: currency,
    COST_PER_UNIT: money(ctx, usdPerUnit('BB'), currency, volumeSize),
    ...costShares(ctx, 25, 40),
    XM_PER_FTE: Math.round(crossmatches / staff.fte),
    OVERTIME_PCT: ratePct(ctx, 5, 0.5, 1),
  };
}
