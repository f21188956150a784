import { z } from 'zod';
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
