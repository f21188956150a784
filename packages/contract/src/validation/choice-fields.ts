import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { JOB_TITLES } from '../constants/job-titles.ts';
import { noControlCharacters } from './control-characters.ts';
import { V } from './messages.ts';

/** A job title of the list; 'Other' comes with free text in `other`. */
export const jobTitleField = z.enum(JOB_TITLES, { error: V.jobTitleRequired });

/** An ISO country code the user picked. */
export const countryCodeField = z
  .string({ error: V.countryRequired })
  .trim()
  .min(2, { error: V.countryRequired })
  .max(3, { error: V.countryRequired })
  .check(noControlCharacters)
  .transform((v) => v.toUpperCase());

/** Every country code a lab or user can be in (the countries table is seeded from `COUNTRIES`). */
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [string, ...string[]];

/**
 * A staff list's multi-select filter (§9, D170): any of these known values, each at most once in practice, never more
 * than there are; absent or empty is every value. An unknown value is a field error named by its place (`field.1`).
 */
export const choiceFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).optional();

/** The known values among these, each once, in the list's order: how an address's repeated parameter is read. */
export const knownChoices = <T extends string>(values: readonly T[], given: readonly string[]): T[] =>
  values.filter((value) => given.includes(value));
