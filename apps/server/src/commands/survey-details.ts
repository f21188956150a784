import { SURVEY_CATEGORIES } from '@labbench/contract';
import type { CategorySurveyDetailData, SurveyCategory } from '@labbench/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveyComments, surveyLinks, surveyResponses } from '../db/schema/index.ts';
import type { SurveyResponseRow } from '../db/schema/index.ts';
import { currentRounds, formUrl } from './survey-responses.ts';

/**
 * Codes whose thread's last message is from staff, per response: the open questions of D39 (while the response is
 * not validated; the caller decides that).
 */
export async function openQuestionCodes(db: Database, responseIds: string[]): Promise<Map<string, Set<string>>> {
  const open = new Map<string, Set<string>>();
  if (responseIds.length === 0) return open;
  const rows = await db
    .select({ responseId: surveyComments.responseId, code: surveyComments.code, role: surveyComments.authorRole })
    .from(surveyComments)
    .where(inArray(surveyComments.responseId, responseIds))
    .orderBy(asc(surveyComments.createdAt), asc(surveyComments.id));
  const last = new Map<string, { responseId: string; code: string; role: string }>();
  for (const row of rows) last.set(`${row.responseId}|${row.code}`, row);
  for (const { responseId, code, role } of last.values()) {
    if (role !== 'staff') continue;
    const codes = open.get(responseId) ?? new Set<string>();
    codes.add(code);
    open.set(responseId, codes);
  }
  return open;
}

/** Staff returned it for changes and the lab has it: open again, not validated, with a return on record (D56). */
export const isReturned = (r: Pick<SurveyResponseRow, 'status' | 'surveyStatus' | 'returnedAt'>): boolean =>
  r.status === 'P' && r.surveyStatus === null && r.returnedAt !== null;

/** The §3 survey state of every category for one lab, in our engine's terms (D37). */
export async function surveyDetailsOfLab(
  db: Database,
  labId: string,
): Promise<Record<SurveyCategory, CategorySurveyDetailData>> {
  const rounds = await currentRounds(db);
  const responses = await db.select().from(surveyResponses).where(eq(surveyResponses.labId, labId));
  const current = responses.filter((r) => rounds.get(r.category) === r.round);
  const ids = current.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ responseId: surveyLinks.responseId, token: surveyLinks.token })
          .from(surveyLinks)
          .where(and(inArray(surveyLinks.responseId, ids), isNull(surveyLinks.revokedAt)));
  const tokens = new Map(links.map((l) => [l.responseId, l.token]));
  const open = await openQuestionCodes(db, ids);

  const details = {} as Record<SurveyCategory, CategorySurveyDetailData>;
  for (const category of SURVEY_CATEGORIES) {
    const response = current.find((r) => r.category === category);
    const token = response ? tokens.get(response.id) : undefined;
    details[category] = {
      can_view_rpt: responses.some((r) => r.category === category && r.surveyStatus === 'A'),
      lab_status: response?.status ?? null,
      survey_status: response?.surveyStatus ?? null,
      s_url: token ? formUrl(token) : null,
      s_taken: response?.status === 'A',
      contact_id: response?.id ?? null,
      round: rounds.get(category) ?? 0,
      waitForImport: response?.processState === 'queued',
      openQuestions: response && response.surveyStatus === null ? (open.get(response.id)?.size ?? 0) : 0,
      returned: response ? isReturned(response) : false,
      validationComment: response?.validationComment ?? null,
      submittedAt: response?.submittedAt?.toISOString() ?? null,
    };
  }
  return details;
}
