import { IMPORT_PROBLEMS, cellAnswer, cellShapeProblems, questionsOf } from '@labbench/contract';
import type { ImportRow } from '@labbench/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answerImportRows, labs, surveyResponses } from '../db/schema/index.ts';
import type { AnswerImportRow, FailedCheck, StoredAnswer, StoredImportProblem } from '../db/schema/index.ts';
import { REQUIRED_CHECK, VALIDATOR_CHECK, responseChecker } from '../commands/survey-checks.ts';

/** A row as kept until Import: answers only when every check passed. */
export interface StagedRow {
  row: number;
  labId: string | null;
  labCode: string | null;
  answers: Record<string, StoredAnswer> | null;
  checks: FailedCheck[];
}

export interface CheckedChunk {
  staged: StagedRow[];
  problems: StoredImportProblem[];
  validRows: number;
  skippedRows: number;
}

/** Checks a submission refuses (a required answer missing, a rule of the question broken); the rest are warnings. */
const BLOCKING_CHECKS = new Set([REQUIRED_CHECK, VALIDATOR_CHECK]);

/** The labs a chunk names, by upper-cased code, with what the import needs to know of each. */
async function labsOf(db: Database, job: AnswerImportRow, codes: string[]) {
  const rows = await db
    .select({
      id: labs.id,
      labCode: labs.labCode,
      archivedAt: labs.archivedAt,
      status: surveyResponses.status,
      surveyStatus: surveyResponses.surveyStatus,
    })
    .from(labs)
    .leftJoin(
      surveyResponses,
      and(
        eq(surveyResponses.labId, labs.id),
        eq(surveyResponses.category, job.category),
        eq(surveyResponses.round, job.round),
      ),
    )
    .where(inArray(sql`upper(${labs.labCode})`, codes));
  return new Map(rows.map((r) => [(r.labCode ?? '').toUpperCase(), r]));
}

/** Rows of this import already kept, by lab: a lab named again is a duplicate. */
async function earlierRows(db: Database, importId: string, labIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ labId: answerImportRows.labId, row: answerImportRows.row })
    .from(answerImportRows)
    .where(and(eq(answerImportRows.importId, importId), inArray(answerImportRows.labId, labIds)));
  return new Map(rows.flatMap((r) => (r.labId ? [[r.labId, r.row] as const] : [])));
}

/** Why the response of that lab cannot take an import: submitted, accepted or rejected; null when it is open. */
export function responseProblem(status: 'A' | 'P' | null, surveyStatus: 'A' | 'R' | null): string | null {
  if (surveyStatus === 'A') return IMPORT_PROBLEMS.responseAccepted;
  if (surveyStatus === 'R') return IMPORT_PROBLEMS.responseRejected;
  return status === 'A' ? IMPORT_PROBLEMS.responseSubmitted : null;
}

/**
 * Checks one chunk of rows with the checks of the form and of a submission (D63): each cell by its question's rules
 * (`cellAnswer`), the whole row by the submission's checks (`responseChecker`: required answers, the definition's
 * validators; the consistency checks are warnings, as at a submission), the lab (known, not archived, named once)
 * and its response (still open).
 */
export async function checkChunk(
  db: Database,
  job: AnswerImportRow,
  definition: Record<string, unknown>,
  rows: readonly ImportRow[],
): Promise<CheckedChunk> {
  const questions = new Map(questionsOf(definition).map((q) => [q.name, q]));
  const checker = responseChecker(definition, job.category);
  const codeOf = (row: ImportRow) => (row.cells[0] ?? '').trim().toUpperCase();
  const labsByCode = await labsOf(db, job, [...new Set(rows.map(codeOf).filter(Boolean))]);
  const earlier = await earlierRows(db, job.id, [...new Set([...labsByCode.values()].map((l) => l.id))]);

  const result: CheckedChunk = { staged: [], problems: [], validRows: 0, skippedRows: 0 };
  for (const row of rows) {
    const answerCells = job.columns.slice(1).map((code, i) => ({ code, text: row.cells[i + 1] ?? '' }));
    if (answerCells.every((cell) => cell.text.trim() === '')) {
      result.skippedRows += 1;
      continue;
    }
    const problems: StoredImportProblem[] = [];
    const error = (column: string | null, message: string) =>
      problems.push({ row: row.row, column, message, severity: 'error' });
    for (const shape of cellShapeProblems(row, job.columns)) error(shape.column, shape.message);

    const code = codeOf(row);
    const lab = code ? labsByCode.get(code) : undefined;
    if (!code) error(job.columns[0] ?? null, IMPORT_PROBLEMS.labCodeMissing);
    else if (!lab) error(job.columns[0] ?? null, IMPORT_PROBLEMS.unknownLab);
    else if (lab.archivedAt) error(job.columns[0] ?? null, IMPORT_PROBLEMS.labArchived);
    else if (earlier.has(lab.id)) error(job.columns[0] ?? null, IMPORT_PROBLEMS.duplicateLab);
    else {
      const refused = responseProblem(lab.status, lab.surveyStatus);
      if (refused) error(job.columns[0] ?? null, refused);
    }
    if (lab) earlier.set(lab.id, row.row);

    const answers: Record<string, StoredAnswer> = {};
    const badCells = new Set<string>();
    for (const cell of answerCells) {
      const question = questions.get(cell.code);
      if (!question) continue;
      const read = cellAnswer(question, cell.text);
      if (read.problem) {
        badCells.add(cell.code);
        error(cell.code, read.problem);
      } else if (read.value !== null) answers[cell.code] = read.value;
    }
    const checks: FailedCheck[] = [];
    for (const check of checker(answers)) {
      if (badCells.has(check.code)) continue;
      if (BLOCKING_CHECKS.has(check.check)) error(check.code, check.check);
      else {
        checks.push(check);
        problems.push({ row: row.row, column: check.code, message: check.check, severity: 'warning' });
      }
    }
    const valid = !problems.some((p) => p.severity === 'error');
    if (valid) result.validRows += 1;
    result.problems.push(...problems);
    result.staged.push({
      row: row.row,
      labId: lab?.id ?? null,
      labCode: lab?.labCode ?? null,
      answers: valid ? answers : null,
      checks,
    });
  }
  return result;
}
