import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { countries, labs } from '../db/schema/index.ts';

/** getcountryName (D59): the countries that have live labs, with how many, for staff's country filter. */
export const getcountryName: Handler<'getcountryName'> = async (_payload, { db }) => {
  const rows = await db
    .select({ countryCode: countries.code, countryName: countries.name, labs: count(labs.id) })
    .from(countries)
    .innerJoin(labs, eq(labs.countryCode, countries.code))
    .where(isNull(labs.archivedAt))
    .groupBy(countries.code, countries.name, countries.position)
    .orderBy(asc(countries.position));
  return { data: rows };
};
