import type { Facts, ResponseContext } from './facts-common.ts';
import {
  bySize,
  categorySize,
  clamp,
  costShares,
  currencyOf,
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

/** The profile answers every category shares: lab type, beds, ISO 15189, EQA, automation. */
export function profileFacts(ctx: ResponseContext, schemes: readonly [number, number, number]): Facts {
  const { lab, draw } = ctx;
  const beds = Math.round(
    clamp(draw.around(lab.size === 'large' ? 1400 : lab.size === 'medium' ? 700 : 250, 0.35), 20, 5000),
  );
  const eqa = offers(ctx, lab.accreditation === 'yes' ? 0.99 : 0.85);
  const [small, medium, large] = schemes;
  return {
    LAB_TYPE: lab.labType,
    HOSPITAL_BEDS: beds,
    ISO15189: lab.accreditation,
    EQA_PARTICIPATION: yesNo(eqa),
    EQA_SCHEMES: Math.round(
      clamp(draw.around(lab.size === 'large' ? large : lab.size === 'medium' ? medium : small, 0.3), 1, 200),
    ),
  };
}

/** How likely a lab offers an urgent service by its type. */
const urgentByType = { hospital: 0.97, commercial: 0.6, public_health: 0.5, research: 0.3 } as const;
const troponinByType = { hospital: 0.85, commercial: 0.5, public_health: 0.2, research: 0.2 } as const;
/** Samples per FTE per day by §4 size: the demo's productivity anchor (about 25, 100 and 220). */
const SAMPLES_PER_FTE_DAY = { small: 25, medium: 100, large: 220 } as const;
const CORE_VOLUME = { small: [40, 250], medium: [260, 1000], large: [1050, 5000] } as const satisfies Record<
  string,
  [number, number]
>;

/** Core laboratory (CL) and its tender survey (CLT, a subset of the same questions). */
export function coreFacts(ctx: ResponseContext): Facts {
  const { lab, draw, q, s } = ctx;
  const size = categorySize(ctx);
  const samples = volumeOf(ctx, size, CORE_VOLUME);
  const volumeSize = labSizeByVolume(samples);
  const open = opening(ctx, lab.labType === 'hospital' ? (size === 'small' ? 0.6 : 0.9) : 0.4);
  const perFte = SAMPLES_PER_FTE_DAY[volumeSize] * ctx.p * draw.around(1, 0.15);
  const staff = staffing(ctx, Math.max(1, samples / perFte), {
    PATHOLOGISTS: 0.06,
    MED_TECHNOLOGISTS: 0.47,
    TECHNICIANS: 0.34,
    SUPPORT_ADMIN: 0.13,
  });
  const testsPerYear = Math.round(samples * open.daysPerYear * draw.around(5, 0.2));
  const instrument = (per: number) => Math.max(1, Math.round((samples / per) * draw.around(1, 0.3)));
  const a = lab.automation;

  const routine = tat(ctx, 190, 0.3, [60, 720]);
  const stat = Math.min(routine, tat(ctx, 50, 0.15, [20, 120]));
  const troponin = Math.min(routine, tat(ctx, 55, 0.2, [20, 180]));
  const rejection = ratePct(ctx, 1.4, 0.35, q);
  const currency = currencyOf(ctx);
  const costPerTest = money(ctx, usdPerUnit(ctx.category), currency, volumeSize);

  return {
    ...profileFacts(ctx, [8, 20, 40]),
    SAMPLES_PER_DAY: samples,
    ...open.facts,
    ...staff.facts,
    INSTR_CHEMISTRY: instrument(350),
    INSTR_IMMUNOASSAY: instrument(500),
    INSTR_HAEMATOLOGY: instrument(600),
    INSTR_COAGULATION: instrument(1200),
    INSTR_URINALYSIS: instrument(1500),
    INSTR_POC: Math.round(clamp(draw.around(6, 0.6), 0, 500)),
    AUTOMATION_TRACK: yesNo(draw.chance(Math.pow(a, 1.5))),
    MIDDLEWARE: yesNo(draw.chance(0.3 + 0.6 * a)),
    AUTOVALIDATION_PCT: round1(clamp(draw.around(10 + 70 * a, 0.25), 0, 95)),
    OFFERS_STAT: yesNo(offers(ctx, urgentByType[lab.labType])),
    OFFERS_TROPONIN: yesNo(offers(ctx, troponinByType[lab.labType])),
    MISIDENTIFIED_PCT: ratePct(ctx, 0.12, 0.5, q),
    HAEMOLYSED_PCT: ratePct(ctx, 2.4, 0.35, q),
    CLOTTED_PCT: ratePct(ctx, 0.5, 0.45, q),
    INSUFFICIENT_VOLUME_PCT: ratePct(ctx, 0.6, 0.45, q),
    WRONG_CONTAINER_PCT: ratePct(ctx, 0.2, 0.5, q),
    SAMPLE_REJECTION_PCT: rejection,
    RECOLLECTION_PCT: round2(rejection * draw.around(0.7, 0.15)),
    CRITICAL_TARGET_MIN: draw.pick([15, 30, 30, 60]),
    CRITICAL_WITHIN_TARGET_PCT: withinPct(ctx, 5, 0.5, q),
    CORRECTED_REPORTS_PER_1000: round2(draw.around(1, 0.5) * q),
    EQA_UNACCEPTABLE_PCT: ratePct(ctx, 2, 0.5, q),
    TAT_ROUTINE_TARGET_MIN: Math.max(60, Math.round((routine * draw.around(1.25, 0.1)) / 15) * 15),
    TAT_ROUTINE_MEDIAN_MIN: routine,
    TAT_ROUTINE_P90_MIN: p90(ctx, routine, 10080),
    TAT_ROUTINE_WITHIN_TARGET_PCT: withinPct(ctx, 9, 0.4, s),
    TAT_STAT_TARGET_MIN: draw.pick([45, 60, 60, 90]),
    TAT_STAT_MEDIAN_MIN: stat,
    TAT_STAT_P90_MIN: p90(ctx, stat, 1440),
    TAT_STAT_WITHIN_TARGET_PCT: withinPct(ctx, 11, 0.4, s),
    TAT_TROPONIN_TARGET_MIN: 60,
    TAT_TROPONIN_MEDIAN_MIN: troponin,
    TAT_TROPONIN_P90_MIN: p90(ctx, troponin, 1440),
    TAT_TROPONIN_WITHIN_TARGET_PCT: withinPct(ctx, 14, 0.4, s),
    CURRENCY_CODE: currency,
    COST_PER_TEST: costPerTest,
    ANNUAL_OPERATING_COST: Math.round(clamp(costPerTest * testsPerYear, 0, 1e12)),
    ...costShares(ctx, 40, 40),
    TESTS_PER_YEAR: testsPerYear,
    TESTS_PER_FTE_YEAR: Math.round((testsPerYear / staff.fte) * draw.around(1, 0.05)),
    SAMPLES_PER_FTE_DAY: round1(samples / staff.fte),
    SEND_OUT_PCT: ratePct(ctx, 3, 0.6, 1),
  };
}

const TESTS_PER_FTE_WEEK = { small: 25, medium: 60, large: 110 } as const;
const MOLECULAR_VOLUME = { small: [30, 250], medium: [260, 1000], large: [1050, 4000] } as const satisfies Record<
  string,
  [number, number]
>;

/** Molecular diagnostics (ML): sized by tests per week. */
export function molecularFacts(ctx: ResponseContext): Facts {
  const { lab, draw, q, s } = ctx;
  const size = categorySize(ctx);
  const perWeek = volumeOf(ctx, size, MOLECULAR_VOLUME);
  const volumeSize = labSizeByVolume(perWeek);
  const open = opening(ctx, lab.labType === 'hospital' ? 0.5 : 0.2);
  const perFte = TESTS_PER_FTE_WEEK[volumeSize] * ctx.p * draw.around(1, 0.15);
  const staff = staffing(ctx, Math.max(1, perWeek / perFte), {
    PATHOLOGISTS: 0.08,
    MED_TECHNOLOGISTS: 0.55,
    TECHNICIANS: 0.27,
    SUPPORT_ADMIN: 0.1,
  });
  const ngs = offers(ctx, bySize(volumeSize, { small: 0.15, medium: 0.35, large: 0.65 }));
  const runsPerMonth = Math.max(1, Math.round((perWeek * 4.33) / draw.around(40, 0.3)));
  const pcr = tat(ctx, 1100, 0.35, [180, 10080]);
  const urgent = tat(ctx, 160, 0.3, [45, 1440]);
  const a = lab.automation;
  const currency = currencyOf(ctx);
  const sequencers = Math.round(clamp(draw.around(1.5, 0.4), 1, 200));

  return {
    ...profileFacts(ctx, [4, 10, 20]),
    TESTS_PER_WEEK: perWeek,
    ...open.facts,
    ...staff.facts,
    INSTR_EXTRACTION: Math.max(1, Math.round((perWeek / 250) * draw.around(1, 0.3))),
    INSTR_PCR: Math.max(1, Math.round((perWeek / 180) * draw.around(1, 0.3))),
    INSTR_SAMPLE_TO_RESULT: Math.round(clamp(draw.around(1.5, 0.7), 0, 200)),
    INSTR_SEQUENCERS: ngs ? sequencers : 0,
    AUTOMATION_TRACK: yesNo(draw.chance(0.5 * a)),
    MIDDLEWARE: yesNo(draw.chance(0.3 + 0.6 * a)),
    AUTOVALIDATION_PCT: round1(clamp(draw.around(5 + 40 * a, 0.4), 0, 95)),
    ASSAYS_ON_MENU: Math.round(
      clamp(draw.around(bySize(volumeSize, { small: 15, medium: 40, large: 90 }), 0.3), 1, 1000),
    ),
    OFFERS_URGENT: yesNo(offers(ctx, lab.labType === 'hospital' ? 0.8 : 0.5)),
    OFFERS_NGS: yesNo(ngs),
    RUNS_PER_MONTH: runsPerMonth,
    INVALID_RUN_RATE_PCT: ratePct(ctx, 1.5, 0.45, q),
    INVALID_RESULT_RATE_PCT: ratePct(ctx, 1.2, 0.45, q),
    REPEAT_RATE_PCT: ratePct(ctx, 2.5, 0.4, q),
    CONTAMINATION_EVENTS_YEAR: Math.floor(clamp(draw.around(1.5, 0.7) * q, 0, 1000)),
    ENV_MONITORING: yesNo(offers(ctx, 0.8)),
    ENV_MONITORING_FREQ: draw.pick(['weekly', 'monthly', 'monthly', 'quarterly', 'less_often']),
    SEPARATE_AREAS: yesNo(draw.chance(0.92)),
    SAMPLE_REJECTION_PCT: ratePct(ctx, 1.1, 0.4, q),
    CORRECTED_REPORTS_PER_1000: round2(draw.around(0.8, 0.5) * q),
    EQA_UNACCEPTABLE_PCT: ratePct(ctx, 2.5, 0.5, q),
    NOTIFIABLE_WITHIN_TARGET_PCT: withinPct(ctx, 7, 0.5, s),
    PCR_TAT_MEDIAN_MIN: pcr,
    PCR_TAT_P90_MIN: p90(ctx, pcr, 20160),
    PCR_TAT_TARGET_MIN: draw.pick([1440, 1440, 2880, 4320]),
    PCR_WITHIN_TARGET_PCT: withinPct(ctx, 10, 0.45, s),
    URGENT_TAT_MEDIAN_MIN: urgent,
    URGENT_TAT_P90_MIN: p90(ctx, urgent, 2880),
    URGENT_WITHIN_TARGET_PCT: withinPct(ctx, 10, 0.45, s),
    RUNS_STARTED_PER_DAY: Math.round(clamp(runsPerMonth / 22, 1, 100)),
    WEEKEND_TESTING: yesNo(draw.chance(open.facts.OPEN_24_7 === 'yes' ? 0.95 : 0.4)),
    TRANSPORT_TIME_MEDIAN_MIN: Math.round(clamp(draw.around(90, 0.6), 10, 2000)),
    NGS_TAT_MEDIAN_DAYS: tat(ctx, 10, 0.3, [2, 120], 1),
    CURRENCY_CODE: currency,
    COST_PER_TEST: money(ctx, usdPerUnit('ML'), currency, volumeSize),
    ...costShares(ctx, 50, 30),
    TESTS_PER_YEAR: Math.round(perWeek * 52 * draw.around(1, 0.03)),
    TESTS_PER_FTE_WEEK: round1(perWeek / staff.fte),
    BATCH_UTILISATION_PCT: round1(clamp(100 - draw.around(20, 0.4), 30, 99)),
    CONTROL_POSITIONS_PCT: round1(clamp(draw.around(12, 0.3), 1, 50)),
    KITS_EXPIRED_PCT: ratePct(ctx, 1.5, 0.6, q),
    SEND_OUT_PCT: ratePct(ctx, 5, 0.6, 1),
    OVERTIME_PCT: ratePct(ctx, 5, 0.5, 1),
  };
}
