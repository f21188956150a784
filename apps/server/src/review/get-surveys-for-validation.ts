import type { ReviewListStatus } from '@labbench/contract';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, surveyResponses } from '../db/schema/index.ts';
import { summariesWhere } from '../commands/survey-review-summary.ts';

/** §9 page size of the validation list. */
export const VALIDATION_PAGE_SIZE = 10;

/** `%` and `_` in the search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows each status filter selects. */
const STATUS_WHERE: Record<ReviewListStatus, SQL | undefined> = {
  pending: and(eq(surveyResponses.status, 'A'), isNull(surveyResponses.surveyStatus)),
  returned: eq(surveyResponses.status, 'P'),
  A: eq(surveyResponses.surveyStatus, 'A'),
  R: eq(surveyResponses.surveyStatus, 'R'),
};

/**
 * Submitted responses, and those staff returned to their lab (D56), filtered and searched by lab name or code, one
 * page (clamped to 1..page count). Categories, countries and statuses take several values (any of them, D170).
 */
export const getSurveysForValidation: Handler<'getSurveysForValidation'> = async (payload, { db }) => {
  const filters: (SQL | undefined)[] = [or(eq(surveyResponses.status, 'A'), isNotNull(surveyResponses.returnedAt))];
  if (payload.categories?.length) filters.push(inArray(surveyResponses.category, payload.categories));
  if (payload.round) filters.push(eq(surveyResponses.round, payload.round));
  if (payload.countryCodes?.length) filters.push(inArray(labs.countryCode, payload.countryCodes));
  if (payload.statuses?.length) filters.push(or(...payload.statuses.map((status) => STATUS_WHERE[status])));
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
