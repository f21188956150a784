/** A check that failed on a submitted response: the question it is about and the message key saying why. */
export interface ResponseCheck {
  code: string;
  check: string;
}

export const CHECKS = {
  statAboveRoutine: 'checks.statAboveRoutine',
  p90BelowMedian: 'checks.p90BelowMedian',
  noStaff: 'checks.noStaff',
  productivityMismatch: 'checks.productivityMismatch',
  costSharesAbove100: 'checks.costSharesAbove100',
  percentRange: 'checks.percentRange',
} as const;

type Answers = Readonly<Record<string, number | string | undefined>>;
const num = (answers: Answers, code: string): number | undefined => {
  const value = answers[code];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** The cross-field checks of a response (issue 8 item 7); the questions' own ranges are checked on every save. */
export function consistencyChecks(category: string, answers: Answers): ResponseCheck[] {
  const p = `${category}_`;
  const failed: ResponseCheck[] = [];
  const routine = num(answers, `${p}TAT_ROUTINE_MEDIAN_MIN`);
  const stat = num(answers, `${p}TAT_STAT_MEDIAN_MIN`);
  if (routine !== undefined && stat !== undefined && stat > routine)
    failed.push({ code: `${p}TAT_STAT_MEDIAN_MIN`, check: CHECKS.statAboveRoutine });

  for (const code of Object.keys(answers)) {
    if (code.startsWith(p) && code.endsWith('_PCT')) {
      const value = num(answers, code);
      if (value !== undefined && (value < 0 || value > 100)) failed.push({ code, check: CHECKS.percentRange });
    }
    const median = /^(.*)_MEDIAN_(MIN|DAYS)$/.exec(code);
    if (!median || !code.startsWith(p)) continue;
    const p90Code = `${median[1]}_P90_${median[2]}`;
    const mid = num(answers, code);
    const p90 = num(answers, p90Code);
    if (mid !== undefined && p90 !== undefined && p90 < mid)
      failed.push({ code: p90Code, check: CHECKS.p90BelowMedian });
  }

  const roles = Object.keys(answers).filter((code) => code.startsWith(`${p}FTE_`));
  const fte = roles.reduce((sum, code) => sum + (num(answers, code) ?? 0), 0);
  if (roles.length > 0 && fte <= 0) failed.push({ code: roles[0] ?? `${p}FTE`, check: CHECKS.noStaff });
  if (fte > 0) {
    for (const [statedCode, volumeCode] of [
      [`${p}TESTS_PER_FTE_YEAR`, `${p}TESTS_PER_YEAR`],
      [`${p}TESTS_PER_FTE_WEEK`, `${p}TESTS_PER_WEEK`],
    ] as const) {
      const stated = num(answers, statedCode);
      const volume = num(answers, volumeCode);
      if (stated === undefined || volume === undefined || stated <= 0) continue;
      const computed = volume / fte;
      // Within a factor of two: staff counted by role and the lab's own productivity figure rarely agree exactly.
      if (computed / stated > 2 || stated / computed > 2)
        failed.push({ code: statedCode, check: CHECKS.productivityMismatch });
    }
  }

  const staffShare = num(answers, `${p}STAFF_COST_SHARE_PCT`);
  const reagentShare = num(answers, `${p}REAGENT_SHARE_PCT`);
  if (staffShare !== undefined && reagentShare !== undefined && staffShare + reagentShare > 100)
    failed.push({ code: `${p}REAGENT_SHARE_PCT`, check: CHECKS.costSharesAbove100 });
  return failed;
}
