import { consistencyChecks, inputValuesOf } from '@labbench/contract';
import type { InputValue, ResponseCheck, SurveyCategory } from '@labbench/contract';
import type { StoredAnswer } from '../db/schema/index.ts';
import { answerSurvey, prepareDefinition } from './answers.ts';
import type { PreparedDefinition } from './answers.ts';
import { DEMO_LAB_PROFILE, DEMO_ROUNDS, demoPopulation } from './population.ts';
import type { DemoLab, DemoRound } from './population.ts';
import { seededRandom } from './prng.ts';

/** The definitions the demo answers, by round and category (as stored in survey_definitions). */
export type DemoDefinitions = ReadonlyMap<DemoRound, ReadonlyMap<SurveyCategory, Record<string, unknown>>>;

/** One generated response: a lab's answers to one category in one round, processed, with its dates. */
export interface DemoResponse {
  lab: DemoLab;
  category: SurveyCategory;
  round: DemoRound;
  answers: Record<string, StoredAnswer>;
  /** What processing makes of the answers (D38): the benchmark's numeric inputs. */
  inputValues: InputValue[];
  /** The contract's cross-field checks of the answers (the model checks run in the tests, D54). */
  failedChecks: ResponseCheck[];
  submittedAt: Date;
  validatedAt: Date;
  /** Questions the generator answered by its fallback (none for the definitions of the repository). */
  unknown: string[];
}

export interface DemoData {
  /** The generated labs; the demo lab of demo-accounts.ts is not among them (it exists already). */
  labs: DemoLab[];
  responses: DemoResponse[];
}

/**
 * The demo lab's responses that stay open for the browser tests and for a new user to try: histopathology 2026,
 * which review.spec submits and staff accept (D54).
 */
export const DEMO_LAB_OPEN: readonly { category: SurveyCategory; round: DemoRound }[] = [
  { category: 'HL', round: 2026 },
];

const DAY = 86_400_000;

/** Submitted between March and September of the round, validated 2–20 days later. */
function datesOf(seed: string, lab: DemoLab, category: SurveyCategory, round: DemoRound) {
  const random = seededRandom(`${seed}/${lab.code}/${category}/${round}/dates`);
  const submittedAt = new Date(
    Date.UTC(round, 2, 1) + Math.floor(random.between(0, 210)) * DAY + random.int(8, 17) * 3_600_000,
  );
  return { submittedAt, validatedAt: new Date(submittedAt.getTime() + random.int(2, 20) * DAY) };
}

const isOpen = (lab: DemoLab, category: SurveyCategory, round: DemoRound) =>
  lab === DEMO_LAB_PROFILE && DEMO_LAB_OPEN.some((o) => o.category === category && o.round === round);

/** The whole demo population and its responses: the same for the same seed, scale and definitions. */
export function generateDemoData(seed: string, scale: number, definitions: DemoDefinitions): DemoData {
  const labs = demoPopulation(seed, scale);
  const prepared = new Map<string, PreparedDefinition>();
  const preparedOf = (category: SurveyCategory, round: DemoRound) => {
    const key = `${round}/${category}`;
    let entry = prepared.get(key);
    if (!entry) {
      const definition = definitions.get(round)?.get(category);
      if (!definition) throw new Error(`no ${category} definition of round ${round}`);
      entry = prepareDefinition(category, definition);
      prepared.set(key, entry);
    }
    return { entry, definition: definitions.get(round)?.get(category) ?? {} };
  };
  const responses: DemoResponse[] = [];
  for (const lab of [DEMO_LAB_PROFILE, ...labs]) {
    for (const category of lab.categories) {
      for (const round of DEMO_ROUNDS) {
        if (!lab.rounds.includes(round) || isOpen(lab, category, round)) continue;
        const { entry, definition } = preparedOf(category, round);
        const { answers, unknown } = answerSurvey(seed, lab, round, entry);
        responses.push({
          lab,
          category,
          round,
          answers,
          inputValues: inputValuesOf(definition, answers),
          failedChecks: consistencyChecks(category, answers),
          ...datesOf(seed, lab, category, round),
          unknown,
        });
      }
    }
  }
  return { labs, responses };
}
