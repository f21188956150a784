import { DEFAULT_COUNTRY, JOB_TITLES } from '@labbench/contract';
import { asc, ne } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { countries } from '../db/schema/index.ts';

/** getRegistationdropdownValue: the countries a lab can be in (Worldwide is not a place) and the job titles. */
export const getRegistationdropdownValue: Handler<'getRegistationdropdownValue'> = async (_payload, { db }) => {
  const countryData = await db
    .select({ countryCode: countries.code, countryName: countries.name })
    .from(countries)
    .where(ne(countries.code, DEFAULT_COUNTRY))
    .orderBy(asc(countries.position));
  return { data: [{ countryData, jobDescription: [...JOB_TITLES] }] };
};
