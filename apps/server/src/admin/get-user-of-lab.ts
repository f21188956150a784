import { clampPage } from '@labbench/contract';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { adminFailures } from './admin-failures.ts';
import { likePattern } from './lab-records.ts';

/**
 * getUserOfLab (D59): with `labId`, that lab's users — §8 103 with the guest-like current user built from the lab's
 * detail when it has none —; without, staff's search of every
 * user by name, e-mail, lab name or code, types and countries (any of them, D170). 10 a page, the page clamped (§5). Users of
 * archived labs are gone with them (D57).
 */
export const getUserOfLab: Handler<'getUserOfLab'> = async (payload, { db }) => {
  const filters: (SQL | undefined)[] = [];
  if (payload.labId) {
    const [lab] = await db
      .select()
      .from(labs)
      .where(and(eq(labs.id, payload.labId), isNull(labs.archivedAt)));
    if (!lab) throw adminFailures.notFound();
    const [members] = await db.select({ n: count() }).from(users).where(eq(users.labId, lab.id));
    // §8 103: the lab's detail makes the guest-like current user staff view the lab as.
    if (!members?.n) {
      throw adminFailures.noUserForLab({
        labId: lab.id,
        labCode: lab.labCode,
        userLabName: lab.name,
        labStatus: lab.status,
        labCountryCode: lab.countryCode,
      });
    }
    filters.push(eq(users.labId, lab.id));
  }
  if (payload.userTypes?.length) filters.push(inArray(users.userType, payload.userTypes));
  // A user without a lab is where their own country is.
  const country = sql<string | null>`coalesce(${labs.countryCode}, ${users.countryCode})`;
  if (payload.countryCodes?.length) filters.push(inArray(country, payload.countryCodes));
  if (payload.search) {
    const pattern = likePattern(payload.search);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, pattern),
        ilike(labs.name, pattern),
        ilike(labs.labCode, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = clampPage(payload.page, total);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      userType: users.userType,
      isSuperUser: users.isSuperUser,
      labId: users.labId,
      labName: labs.name,
      labCode: labs.labCode,
      countryCode: country,
    })
    .from(users)
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(where)
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
  const items = rows.map(({ givenName, familyName, ...row }) => ({
    ...row,
    fullName: `${givenName} ${familyName}`.trim(),
  }));
  return { data: { items, page, pageCount, total } };
};
