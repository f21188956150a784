import { clampPage } from '@labbench/contract';
import { and, asc, count, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { likePattern } from './lab-records.ts';

/**
 * getlabName (D59): staff search the labs by name, local name, branch, code or a user's e-mail address, by countries
 * (any of them, D170) and status; 10 a page, the page clamped (§5). Archived labs are never listed (D57).
 */
export const getlabName: Handler<'getlabName'> = async (payload, { db }) => {
  const filters: (SQL | undefined)[] = [isNull(labs.archivedAt)];
  if (payload.countryCodes?.length) filters.push(inArray(labs.countryCode, payload.countryCodes));
  if (payload.status) filters.push(eq(labs.status, payload.status));
  if (payload.searchLab) {
    const pattern = likePattern(payload.searchLab);
    filters.push(
      or(
        ilike(labs.name, pattern),
        ilike(labs.nameLocal, pattern),
        ilike(labs.branch, pattern),
        ilike(labs.labCode, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.labId, labs.id), ilike(users.email, pattern))),
        ),
      ),
    );
  }
  const where = and(...filters);
  const [counted] = await db.select({ total: count() }).from(labs).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = clampPage(payload.page, total);
  const userCount = db
    .select({ labId: users.labId, n: count().as('n') })
    .from(users)
    .groupBy(users.labId)
    .as('user_count');
  const rows = await db
    .select({
      labId: labs.id,
      labName: labs.name,
      labNameInLocalLang: labs.nameLocal,
      labBranchName: labs.branch,
      labCode: labs.labCode,
      countryCode: labs.countryCode,
      state: labs.state,
      status: labs.status,
      users: sql<number>`coalesce(${userCount.n}, 0)`.mapWith(Number),
    })
    .from(labs)
    .leftJoin(userCount, eq(userCount.labId, labs.id))
    .where(where)
    .orderBy(asc(labs.name), asc(labs.labCode), asc(labs.id))
    .limit(limit)
    .offset(offset);
  return { data: { items: rows, page, pageCount, total } };
};
