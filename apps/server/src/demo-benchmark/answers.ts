import { choiceValues, questionsOf } from '@labbench/contract';
import type { SurveyCategory, SurveyQuestion } from '@labbench/contract';
import { ConditionRunner } from 'survey-core';
import type { StoredAnswer } from '../db/schema/index.ts';
import type { Facts, ResponseContext } from './facts-common.ts';
import { responseContext } from './facts-common.ts';
import { bloodFacts, histologyFacts } from './facts-histology-blood.ts';
import { coreFacts, molecularFacts } from './facts-core-molecular.ts';
import type { DemoLab, DemoRound } from './population.ts';
import { seededRandom } from './prng.ts';

const FACTS: Readonly<Record<SurveyCategory, (ctx: ResponseContext) => Facts>> = {
  CL: coreFacts,
  CLT: coreFacts,
  ML: molecularFacts,
  HL: histologyFacts,
  BB: bloodFacts,
};

/** Optional questions a lab answers: most, so every KPI has a value for most labs. */
const OPTIONAL_ANSWERED = 0.9;

/** One category's questions, read once per definition; conditions compiled once. */
export interface PreparedDefinition {
  category: SurveyCategory;
  questions: readonly SurveyQuestion[];
  conditions: ReadonlyMap<string, ConditionRunner>;
}

export function prepareDefinition(category: SurveyCategory, definition: Record<string, unknown>): PreparedDefinition {
  const questions = questionsOf(definition);
  const conditions = new Map<string, ConditionRunner>();
  for (const q of questions) if (q.visibleIf) conditions.set(q.name, new ConditionRunner(q.visibleIf));
  return { category, questions, conditions };
}

/**
 * A value for a question the facts do not know (a question added to a definition later): inside its range, the
 * first choice, or nothing for text. Tests list these, so the generator is taught every question it meets.
 */
function fallbackOf(question: SurveyQuestion): StoredAnswer | undefined {
  if (question.type === 'radiogroup') return choiceValues(question)[0];
  if (question.inputType !== 'number') return undefined;
  const min = question.min ?? 0;
  const max = question.max ?? min + 100;
  return Math.round(min + Math.min(10, (max - min) / 10));
}

/** Whether a value is one the question takes: a known choice, or a number inside its range. */
function fits(question: SurveyQuestion, value: number | string): boolean {
  if (question.type === 'radiogroup') return choiceValues(question).includes(String(value));
  if (question.inputType !== 'number') return typeof value === 'string';
  return typeof value === 'number' && value >= (question.min ?? -Infinity) && value <= (question.max ?? Infinity);
}

export interface GeneratedAnswers {
  answers: Record<string, StoredAnswer>;
  /** Questions the facts had no fitting value for, answered by the fallback (none for the repository's definitions). */
  unknown: string[];
}

/**
 * One lab's answers to one category's survey in one round, walking the real definition: a question hidden by its
 * visibleIf under the answers so far is left out, a required one is always answered, an optional one mostly.
 */
export function answerSurvey(
  seed: string,
  lab: DemoLab,
  round: DemoRound,
  prepared: PreparedDefinition,
): GeneratedAnswers {
  const ctx = responseContext(seed, lab, prepared.category, round);
  const facts = FACTS[prepared.category](ctx);
  const prefix = `${prepared.category}_`;
  const answers: Record<string, StoredAnswer> = {};
  const unknown: string[] = [];
  for (const question of prepared.questions) {
    const condition = prepared.conditions.get(question.name);
    if (condition && !condition.runValues(answers)) continue;
    if (
      !question.isRequired &&
      !lab.complete &&
      !seededRandom(`${seed}/${lab.code}/${question.name}`).chance(OPTIONAL_ANSWERED)
    )
      continue;
    const fact = question.name.startsWith(prefix) ? facts[question.name.slice(prefix.length)] : undefined;
    const known = fact !== undefined && fits(question, fact);
    const value = known ? fact : fallbackOf(question);
    if (!known) unknown.push(question.name);
    if (value !== undefined) answers[question.name] = value;
  }
  return { answers, unknown };
}
