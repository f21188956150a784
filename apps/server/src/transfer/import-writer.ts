import { IMPORT_PROBLEMS } from '@labbench/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answerImportRows, labs, surveyAnswers, surveyResponses } from '../db/schema/index.ts';
import type { AnswerImportRow, StoredAnswer, StoredImportProblem } from '../db/schema/index.ts';
import { recordAudits } from '../commands/audit.ts';
import type { Authenticated } from '../shared/sessions.ts';
import { responseProblem } from './row-checks.ts';

/** Import found a row that can no longer be written (the lab's response moved on meanwhile): nothing is written. */
export class ImportRefused extends Error {
  constructor(readonly problems: StoredImportProblem[]) {
    super('import refused');
  }
}

const refusal = (row: number, message: string): StoredImportProblem => ({
  row,
  column: null,
  message,
  severity: 'error',
});

/** The kept rows with answers, joined to their response of the import's category and round (aliases s and r). */
const stagedResponses = (job: AnswerImportRow) => sql`
  ${answerImportRows} s
  join ${surveyResponses} r on r.lab_id = s.lab_id and r.category = ${job.category} and r.round = ${job.round}`;
const stagedWhere = (job: AnswerImportRow) => sql`s.import_id = ${job.id} and s.answers is not null`;

/** Which codes a response's answers changed: given anew, changed, or no longer given. */
function changedCodes(before: Map<string, StoredAnswer> | undefined, after: Record<string, StoredAnswer>): string[] {
  const codes = new Set([...(before?.keys() ?? []), ...Object.keys(after)]);
  return [...codes].filter((code) => before?.get(code) !== after[code]).sort();
}

/**
 * Writes every kept row of a ready import inside the caller's transaction (D63): a response is made for a lab that
 * has none, every response is locked and checked again (still open, lab still there and not archived), its answers
 * are replaced by the file's, and it is submitted and queued for processing exactly as a submission from the form
 * (`submitResponse`): status A, who and when, the consistency checks kept for staff. Each response gets an audit
 * entry with its answers before and after in short. Throws ImportRefused when any row can no longer be written.
 */
export async function writeImport(tx: Database, job: AnswerImportRow, actor: Authenticated): Promise<number> {
  const staged = await tx
    .select({ row: answerImportRows.row, labId: answerImportRows.labId, answers: answerImportRows.answers })
    .from(answerImportRows)
    .where(and(eq(answerImportRows.importId, job.id), isNotNull(answerImportRows.answers)))
    .orderBy(answerImportRows.row);
  await tx.execute(sql`
    insert into ${surveyResponses} (id, lab_id, category, round)
    select gen_random_uuid()::text, s.lab_id, ${job.category}, ${job.round}
    from ${answerImportRows} s join ${labs} l on l.id = s.lab_id
    where s.import_id = ${job.id} and s.answers is not null
    on conflict (lab_id, category, round) do nothing`);
  const locked = await tx
    .select({
      labId: labs.id,
      labCode: labs.labCode,
      archivedAt: labs.archivedAt,
      responseId: surveyResponses.id,
      status: surveyResponses.status,
      surveyStatus: surveyResponses.surveyStatus,
    })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(
      and(
        inArray(
          surveyResponses.labId,
          staged.flatMap((s) => (s.labId ? [s.labId] : [])),
        ),
        eq(surveyResponses.category, job.category),
        eq(surveyResponses.round, job.round),
      ),
    )
    .orderBy(surveyResponses.id)
    .for('update', { of: surveyResponses });
  const byLab = new Map(locked.map((r) => [r.labId, r]));
  const problems = staged.flatMap((s) => {
    const current = s.labId ? byLab.get(s.labId) : undefined;
    if (!current) return [refusal(s.row, IMPORT_PROBLEMS.unknownLab)];
    if (current.archivedAt) return [refusal(s.row, IMPORT_PROBLEMS.labArchived)];
    const refused = responseProblem(current.status, current.surveyStatus);
    return refused ? [refusal(s.row, refused)] : [];
  });
  if (problems.length > 0) throw new ImportRefused(problems);

  const before = await tx
    .select({ responseId: surveyAnswers.responseId, code: surveyAnswers.code, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(
      inArray(
        surveyAnswers.responseId,
        locked.map((r) => r.responseId),
      ),
    );
  const oldAnswers = new Map<string, Map<string, StoredAnswer>>();
  for (const a of before)
    oldAnswers.set(
      a.responseId,
      (oldAnswers.get(a.responseId) ?? new Map<string, StoredAnswer>()).set(a.code, a.value),
    );

  await tx.execute(
    sql`delete from ${surveyAnswers} where response_id in (select r.id from ${stagedResponses(job)} where ${stagedWhere(job)})`,
  );
  await tx.execute(sql`
    insert into ${surveyAnswers} (response_id, code, value, answered_by, answered_at)
    select r.id, kv.key, kv.value, ${actor.user.id}, now()
    from ${stagedResponses(job)} cross join lateral jsonb_each(s.answers) kv
    where ${stagedWhere(job)}`);
  await tx.execute(sql`
    update ${surveyResponses} as r set status = 'A', submitted_at = now(), submitted_by = ${actor.user.id},
      process_state = 'queued', failed_checks = s.checks, updated_at = now()
    from ${answerImportRows} s
    where r.lab_id = s.lab_id and r.category = ${job.category} and r.round = ${job.round} and ${stagedWhere(job)}`);

  await recordAudits(
    tx,
    actor,
    staged.flatMap((row) => {
      const response = row.labId ? byLab.get(row.labId) : undefined;
      if (!response || !row.answers) return [];
      const old = oldAnswers.get(response.responseId);
      return [
        {
          action: 'response.imported' as const,
          target: {
            type: 'response' as const,
            id: response.responseId,
            label: `${response.labCode ?? ''} ${job.category} ${job.round}`,
          },
          lab: { id: response.labId, labCode: response.labCode },
          before: { status: response.status, answers: old?.size ?? 0 },
          after: {
            status: 'A',
            answers: Object.keys(row.answers).length,
            changed: changedCodes(old, row.answers),
            row: row.row,
          },
        },
      ];
    }),
  );
  return staged.length;
}
