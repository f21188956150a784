import { IMPORT_LIMITS, LAB_CODE_COLUMN, questionsOf } from '@labbench/contract';
import type { ImportRow, ResponseOf, SurveyCategory } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveyDefinitions } from '../db/schema/index.ts';
import { DEMO_LAB_PROFILE, DEMO_SEED } from '../demo-benchmark/population.ts';
import { answerSurvey, prepareDefinition } from '../demo-benchmark/answers.ts';
import { dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

type ImportView = ResponseOf<'getAnswerImport'>;

/** A category's definition of a round as seeded in every test database. */
export async function definitionOf(db: Database, category: SurveyCategory, round = 2026) {
  const [row] = await db
    .select({ definition: surveyDefinitions.definition })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.category, category), eq(surveyDefinitions.round, round)));
  if (!row) throw new Error(`no ${category} ${round} definition`);
  return row.definition;
}

/** Complete answers to the 2026 core-lab survey that pass every check (the demo lab's, as the demo data makes them). */
export async function completeClAnswers(db: Database) {
  const definition = await definitionOf(db, 'CL');
  const { answers } = answerSurvey(DEMO_SEED, DEMO_LAB_PROFILE, 2026, prepareDefinition('CL', definition));
  return { definition, answers, codes: questionsOf(definition).map((q) => q.name) };
}

/** A round of three questions, the category's latest, so a file of 10,000 labs checks quickly. */
export const SMALL_ROUND = 2031;
export const SMALL_DEFINITION = {
  pages: [
    {
      name: 'profile',
      elements: [
        {
          type: 'radiogroup',
          name: 'BB_LAB_TYPE',
          title: { default: 'Type of laboratory', th: 'ประเภทห้องปฏิบัติการ' },
          isRequired: true,
          choices: [{ value: 'hospital', text: { default: 'Hospital laboratory' } }, 'commercial'],
        },
        {
          type: 'text',
          name: 'BB_UNITS_PER_YEAR',
          title: 'Units a year',
          inputType: 'number',
          min: 0,
          max: 1000000,
          isRequired: true,
        },
        { type: 'text', name: 'BB_NOTE', title: 'Note', maxLength: 60 },
      ],
    },
  ],
};

export async function seedSmallRound(db: Database): Promise<void> {
  await db.insert(surveyDefinitions).values({ category: 'BB', round: SMALL_ROUND, definition: SMALL_DEFINITION });
}

/** A file's header and rows as the browser sends them: lab_code then the given codes. */
export function fileRows(
  codes: readonly string[],
  labs: readonly { code: string; answers: Readonly<Record<string, string | number>> }[],
) {
  return {
    columns: [LAB_CODE_COLUMN, ...codes],
    rows: labs.map((lab, i): ImportRow => ({
      row: i + 3,
      cells: [lab.code, ...codes.map((code) => (lab.answers[code] === undefined ? '' : String(lab.answers[code])))],
    })),
  };
}

export interface Imported {
  started: ImportView;
  /** The import after each chunk (the progress the web shows). */
  steps: ImportView[];
  final: ImportView;
  /** Every problem the chunks answered. */
  problems: ImportView['problems'];
}

/** Starts an import of a file and sends its rows in chunks, as the import screen does. */
export async function sendFile(
  t: TestApp,
  token: string,
  file: { category: SurveyCategory; round?: number; columns: string[]; rows: ImportRow[]; fileName?: string },
  chunkRows: number = IMPORT_LIMITS.chunkRows,
): Promise<Imported> {
  const started = dataOf(
    await t.call(
      'startAnswerImport',
      {
        category: file.category,
        round: file.round ?? 2026,
        fileName: file.fileName ?? 'answers.csv',
        fileSize: 1000,
        headerRow: 1,
        columns: file.columns,
        totalRows: file.rows.length,
      },
      { token },
    ),
  );
  const steps: ImportView[] = [];
  const problems: ImportView['problems'] = [...started.problems];
  for (let offset = 0; started.status === 'checking' && offset < file.rows.length; offset += chunkRows) {
    const step = dataOf(
      await t.call(
        'stageAnswerImportRows',
        { importId: started.importId, offset, rows: file.rows.slice(offset, offset + chunkRows) },
        { token },
      ),
    );
    steps.push(step);
    problems.push(...step.problems);
  }
  return { started, steps, final: steps.at(-1) ?? started, problems };
}
