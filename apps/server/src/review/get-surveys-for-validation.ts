import { and, count, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyResponses } from '../db/schema/index.ts';
import { summariesWhere } from '../commands/survey-review-summary.ts';

/** §9 page size of the validation list. */
export const VALIDATION_PAGE_SIZE = 10;

/** `%` and `_` in the search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Submitted responses, and those staff returned to their lab (D56), filtered and searched by lab name or code, one
 * page (clamped to 1..page count).
 */
export const getSurveysForValidation: Handler<'getSurveysForValidation'> = async (payload, { db }) => {
  const filters: (SQL | undefined)[] = [or(eq(surveyResponses.status, 'A'), isNotNull(surveyResponses.returnedAt))];
  if (payload.category) filters.push(eq(surveyResponses.category, payload.category));
  if (payload.round) filters.push(eq(surveyResponses.round, payload.round));
  if (payload.countryCode) filters.push(eq(labs.countryCode, payload.countryCode.toUpperCase()));
  if (payload.status === 'pending') filters.push(eq(surveyResponses.status, 'A'), isNull(surveyResponses.surveyStatus));
  else if (payload.status === 'returned') filters.push(eq(surveyResponses.status, 'P'));
  else if (payload.status) filters.push(eq(surveyResponses.surveyStatus, payload.status));
  if (payload.search) {
    const pattern = likePattern(payload.search);
    filters.push(or(ilike(labs.name, pattern), ilike(labs.labCode, pattern)));
  }
  const where = and(...filters);

  const [counted] = await db
    .select({ total: count() })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / VALIDATION_PAGE_SIZE));
  const page = Math.min(Math.max(payload.page, 1), pageCount);
  const rows = await summariesWhere(db, where, {
    limit: VALIDATION_PAGE_SIZE,
    offset: (page - 1) * VALIDATION_PAGE_SIZE,
  });
  return { data: { items: rows.map((r) => r.item), page, pageCount, total } };
};
