import { DEFAULT_COUNTRY } from '@labbench/contract';
import { asc, ne } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { countries } from '../db/schema/index.ts';

/** getAllCountryName (D59): every country a lab can be in, as the registration lists them (Worldwide is no place). */
export const getAllCountryName: Handler<'getAllCountryName'> = async (_payload, { db }) => {
  const rows = await db
    .select({ countryCode: countries.code, countryName: countries.name })
    .from(countries)
    .where(ne(countries.code, DEFAULT_COUNTRY))
    .orderBy(asc(countries.position));
  return { data: rows };
};
