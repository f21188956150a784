import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs } from '../db/schema/index.ts';
import { likePattern } from './lab-records.ts';

/** How many labs the picker lists; more means staff narrow the search. */
export const LAB_PICKER_LIMIT = 50;

/** getinternallabName (§7 labCountryCode; D59): the live labs of one country for staff's lab picker, by name. */
export const getinternallabName: Handler<'getinternallabName'> = async (payload, { db }) => {
  const pattern = payload.search ? likePattern(payload.search) : null;
  const rows = await db
    .select({ labId: labs.id, labName: labs.name, labBranchName: labs.branch, labCode: labs.labCode })
    .from(labs)
    .where(
      and(
        eq(labs.countryCode, payload.labCountryCode),
        isNull(labs.archivedAt),
        pattern ? or(ilike(labs.name, pattern), ilike(labs.labCode, pattern)) : undefined,
      ),
    )
    .orderBy(asc(labs.name), asc(labs.labCode))
    .limit(LAB_PICKER_LIMIT + 1);
  return { data: { labs: rows.slice(0, LAB_PICKER_LIMIT), more: rows.length > LAB_PICKER_LIMIT } };
};
