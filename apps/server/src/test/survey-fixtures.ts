import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SurveyCategory } from '@labbench/contract';
import { REPO_ROOT } from '../config.ts';
import type { Database } from '../db/client.ts';
import { labs, surveyAnswers, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import type { StoredAnswer } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';

export const FIXTURE_ROUND = 2026;

/** Seeds the 2026 CL definition (as start-up will) unless it is there; answers it. */
export async function seedClDefinition(db: Database, round = FIXTURE_ROUND): Promise<Record<string, unknown>> {
  const file = join(REPO_ROOT, 'apps/server/src/survey/definitions/2026/cl.json');
  const definition = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await db.insert(surveyDefinitions).values({ category: 'CL', round, definition }).onConflictDoNothing();
  return definition;
}

/** An active lab in Thailand. */
export async function insertSurveyLab(
  db: Database,
  name = 'Fixture Lab',
  countryCode = 'TH',
): Promise<{ id: string; code: string }> {
  const code = newLabCode();
  const [row] = await db
    .insert(labs)
    .values({ name, labCode: code, countryCode, state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  if (!row) throw new Error('lab not created');
  return { id: row.id, code };
}

/** A few answers of the CL survey: numbers, yes/no, another choice and a currency code. */
export const CL_ANSWERS: Record<string, StoredAnswer> = {
  CL_LAB_TYPE: 'commercial',
  CL_OPEN_24_7: 'yes',
  CL_ISO15189: 'in_progress',
  CL_SAMPLES_PER_DAY: 400,
  CL_FTE_TECHNICIANS: 10,
  CL_CURRENCY_CODE: 'THB',
};

export interface ResponseFixture {
  labId: string;
  category?: SurveyCategory;
  round?: number;
  answers?: Record<string, StoredAnswer>;
  /** A submitted (default) or open. */
  status?: 'A' | 'P';
  processState?: 'none' | 'queued' | 'done';
  surveyStatus?: 'A' | 'R' | null;
  answeredBy?: string | null;
}

/** A response with its answers, submitted and processed unless told otherwise; answers its id. */
export async function insertSurveyResponse(db: Database, fixture: ResponseFixture): Promise<string> {
  const status = fixture.status ?? 'A';
  const [row] = await db
    .insert(surveyResponses)
    .values({
      labId: fixture.labId,
      category: fixture.category ?? 'CL',
      round: fixture.round ?? FIXTURE_ROUND,
      status,
      submittedAt: status === 'A' ? new Date() : null,
      processState: fixture.processState ?? (status === 'A' ? 'done' : 'none'),
      surveyStatus: fixture.surveyStatus ?? null,
    })
    .returning({ id: surveyResponses.id });
  if (!row) throw new Error('response not created');
  const answers = Object.entries(fixture.answers ?? CL_ANSWERS);
  if (answers.length > 0)
    await db
      .insert(surveyAnswers)
      .values(answers.map(([code, value]) => ({ responseId: row.id, code, value, answeredBy: fixture.answeredBy })));
  return row.id;
}
