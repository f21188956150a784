import { consistencyChecks } from '@labbench/contract';
import type { ResponseCheck } from '@labbench/contract';
import { Model } from 'survey-core';

export const REQUIRED_CHECK = 'checks.required';
export const VALIDATOR_CHECK = 'checks.validator';

/**
 * Every check of a submitted response (issue 8 item 7): required questions that are visible under the answers'
 * conditions, the definition's own validators (ranges, expressions such as P90 ≥ median), and the cross-field checks
 * of the contract. A failed check never blocks the submission; staff see the list.
 */
export function checkResponse(
  definition: Record<string, unknown>,
  category: string,
  answers: Readonly<Record<string, number | string>>,
): ResponseCheck[] {
  const model = new Model(definition);
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
}
