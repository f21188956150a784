import { LIMITS } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { and, asc, countDistinct, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { benchmarkEntries, labs } from '../db/schema/index.ts';

/** `%` and `_` in the search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Labs with a validated response, for staff to view as (§2 view-as-lab), by name; pages of 10 (§9). */
export const getBenchmarkLabs: Handler<'getBenchmarkLabs'> = async ({ search, page }, { db }) => {
  const pattern = search ? likePattern(search) : null;
  const where = and(
    isNotNull(labs.labCode),
    pattern ? or(ilike(labs.name, pattern), ilike(labs.labCode, pattern)) : undefined,
  );
  const [counted] = await db
    .select({ total: countDistinct(labs.id) })
    .from(labs)
    .innerJoin(benchmarkEntries, eq(benchmarkEntries.labId, labs.id))
    .where(where);
  const rows = await db
    .select({
      labCode: sql<string>`${labs.labCode}`,
      labName: labs.name,
      country: labs.countryCode,
      categories: sql<
        SurveyCategory[]
      >`array_agg(distinct ${benchmarkEntries.category} order by ${benchmarkEntries.category})`,
    })
    .from(labs)
    .innerJoin(benchmarkEntries, eq(benchmarkEntries.labId, labs.id))
    .where(where)
    .groupBy(labs.id)
    .orderBy(asc(labs.name), asc(labs.labCode))
    .limit(LIMITS.pageSize)
    .offset((page - 1) * LIMITS.pageSize);
  return { data: { labs: rows, total: counted?.total ?? 0 } };
};
