import { MISSING_ANSWER, consistencyChecks } from '@labbench/contract';
import type { ResponseCheck } from '@labbench/contract';
import { Model } from 'survey-core';

export const REQUIRED_CHECK = MISSING_ANSWER;
export const VALIDATOR_CHECK = 'checks.validator';

/** Checks one response's answers against the definition a checker was made for. */
export type ResponseChecker = (answers: Readonly<Record<string, number | string>>) => ResponseCheck[];

/**
 * Every check of a response (issue 8 item 7): required questions that are visible under the answers' conditions, the
 * definition's own validators (ranges, expressions such as P90 ≥ median), and the cross-field checks of the
 * contract. A required answer missing blocks the submission (D60); the others are warnings the lab may confirm and
 * staff see. The definition is read once, so a checker made for many responses (the demo data, an import) pays for
 * its model once.
 */
export function responseChecker(definition: Record<string, unknown>, category: string): ResponseChecker {
  const model = new Model(definition);
  return (answers) => {
    model.data = { ...answers };
    const failed: ResponseCheck[] = [];
    for (const question of model.getAllQuestions(true)) {
      if (question.isRequired && question.isEmpty()) failed.push({ code: question.name, check: REQUIRED_CHECK });
      else if (!question.isEmpty() && question.hasErrors(false))
        failed.push({ code: question.name, check: VALIDATOR_CHECK });
    }
    const seen = new Set(failed.map((f) => `${f.code}|${f.check}`));
    for (const check of consistencyChecks(category, answers))
      if (!seen.has(`${check.code}|${check.check}`)) failed.push(check);
    return failed;
  };
}

/** The checks of one response (processing: one response at a time). */
export function checkResponse(
  definition: Record<string, unknown>,
  category: string,
  answers: Readonly<Record<string, number | string>>,
): ResponseCheck[] {
  return responseChecker(definition, category)(answers);
}

/** The codes of the required answers a set of checks says are missing, in the definition's order. */
export const missingAnswers = (checks: readonly ResponseCheck[]): string[] =>
  checks.filter((c) => c.check === REQUIRED_CHECK).map((c) => c.code);
