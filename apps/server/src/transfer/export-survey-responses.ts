import { LAB_CODE_COLUMN, questionsOf } from '@labbench/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, surveyAnswers, surveyResponses } from '../db/schema/index.ts';
import type { StoredAnswer, SurveyResponseRow } from '../db/schema/index.ts';
import { recordAudit } from '../commands/audit.ts';
import { sheetFile } from './sheet-files.ts';
import { roundDefinition } from './survey-round.ts';

/** Where a response stands, in one word a spreadsheet can filter on. */
export function exportStatus(response: Pick<SurveyResponseRow, 'status' | 'surveyStatus' | 'returnedAt'>): string {
  if (response.surveyStatus === 'A') return 'accepted';
  if (response.surveyStatus === 'R') return 'rejected';
  if (response.status === 'A') return 'submitted';
  return response.returnedAt ? 'returned' : 'open';
}

/**
 * A category's responses of a round as CSV or XLSX: lab code, lab name, country, status, then every question of the
 * round's survey by code, one row per response, by lab code. Recorded in the audit trail.
 */
export const exportSurveyResponses: Handler<'exportSurveyResponses'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  const { db } = ctx;
  const { definition } = await roundDefinition(db, payload.category, payload.round);
  const codes = questionsOf(definition).map((q) => q.name);
  const responses = await db
    .select({
      id: surveyResponses.id,
      status: surveyResponses.status,
      surveyStatus: surveyResponses.surveyStatus,
      returnedAt: surveyResponses.returnedAt,
      labCode: labs.labCode,
      labName: labs.name,
      countryCode: labs.countryCode,
    })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(and(eq(surveyResponses.category, payload.category), eq(surveyResponses.round, payload.round)))
    .orderBy(asc(labs.labCode), asc(surveyResponses.id));
  const answers = await db
    .select({ responseId: surveyAnswers.responseId, code: surveyAnswers.code, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(
      inArray(
        surveyAnswers.responseId,
        responses.map((r) => r.id),
      ),
    );
  const byResponse = new Map<string, Map<string, StoredAnswer>>();
  for (const a of answers)
    byResponse.set(
      a.responseId,
      (byResponse.get(a.responseId) ?? new Map<string, StoredAnswer>()).set(a.code, a.value),
    );

  const rows = responses.map((r) => {
    const given = byResponse.get(r.id);
    return [r.labCode, r.labName, r.countryCode, exportStatus(r), ...codes.map((code) => given?.get(code) ?? null)];
  });
  await recordAudit(db, caller, {
    action: 'export.downloaded',
    target: { type: 'export', label: `responses ${payload.category} ${payload.round}` },
    after: {
      kind: 'responses',
      category: payload.category,
      round: payload.round,
      format: payload.format,
      rows: rows.length,
    },
  });
  return {
    data: sheetFile(payload.format, [
      {
        name: `${payload.category} ${payload.round}`,
        rows: [[LAB_CODE_COLUMN, 'lab_name', 'country', 'status', ...codes], ...rows],
      },
    ]),
  };
};
