import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { optionalTextField } from '../validation/text-fields.ts';
import { V } from '../validation/messages.ts';
import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';
import { hospitalSizeByBeds } from '../rules/lab-size.ts';
import type { LabSize } from '../rules/lab-size.ts';

/** What kind of laboratory it is (§3 laboratoryClassification); hospital labs are sized by beds (§4). */
export const LAB_CLASSIFICATIONS = ['hospital', 'private', 'public', 'academic', 'other'] as const;
export type LabClassification = (typeof LAB_CLASSIFICATIONS)[number];
/** The §4 lab size categories (§3 laboratoryClass). */
export const LAB_CLASSES = ['small', 'medium', 'large'] as const satisfies readonly LabSize[];

/** Countries whose labs are asked for their CAHO accreditation (Consortium of Accredited Healthcare Organisations). */
export const CAHO_COUNTRIES: readonly string[] = ['IN'];
/** Countries whose labs are asked for their REXIS number (the company's customer number there). */
export const REXIS_COUNTRIES: readonly string[] = ['IN'];

export const asksCaho = (countryCode: string) => CAHO_COUNTRIES.includes(countryCode.toUpperCase());
export const asksRexisNo = (countryCode: string) => REXIS_COUNTRIES.includes(countryCode.toUpperCase());

/** Postal code: letters, digits, spaces and dashes, 2 to 12 characters. */
const postalCodeField = z
  .string()
  .trim()
  .check(noControlCharacters)
  .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(v), { error: V.postalCodeInvalid })
  .optional();

/** The lab step's classification fields (§3 Registration payload), every one optional. */
export const labDetailFields = {
  /** Kind of laboratory. */
  laboratoryClassification: z.enum(LAB_CLASSIFICATIONS).optional(),
  /** Size class by the §4 bounds; for a hospital with beds given, the beds decide (labClassOf). */
  laboratoryClass: z.enum(LAB_CLASSES).optional(),
  /** Hospital beds, asked for hospital labs only. */
  numberofBeds: z.number({ error: V.bedsInvalid }).int({ error: V.bedsInvalid }).min(0).max(100_000).optional(),
  /** Street and number of the lab's address. */
  street: optionalTextField,
  /** Postal code of the lab's address. */
  postalCode: postalCodeField,
  /** CAHO accreditation; asked in CAHO_COUNTRIES only. */
  cahoIndia: z.boolean().optional(),
  /** REXIS customer number; asked in REXIS_COUNTRIES only. */
  rexisNo: plainString()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9-]{1,30}$/.test(v), { error: V.rexisNoInvalid })
    .optional(),
  /** The survey category the lab registers for first (§3 surveyType). */
  surveyType: z.enum(SURVEY_CATEGORIES).optional(),
};

/** Where the visitor came from, taken from the arrival address and the detected country, never asked. */
export const arrivalFields = {
  /** Campaign of the arrival address (`campaign` or `utm_campaign` query). */
  campaignUser: plainString()
    .trim()
    .max(100)
    .refine((v) => /^[\w .:-]*$/.test(v), { error: V.textInvalid })
    .optional(),
  /** The visitor's country as the server detected it when the page loaded. */
  userCountry: plainString()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, { error: V.textInvalid })
    .transform((v) => v.toUpperCase())
    .optional(),
};

interface LabDetailInput {
  countryCode: string;
  laboratoryClassification?: LabClassification | undefined;
  laboratoryClass?: (typeof LAB_CLASSES)[number] | undefined;
  numberofBeds?: number | undefined;
  cahoIndia?: boolean | undefined;
  rexisNo?: string | undefined;
}

/** The size class stored: a hospital's beds decide it (§4 hospital bounds), else the class chosen. */
export function labClassOf(p: LabDetailInput): LabSize | null {
  if (p.laboratoryClassification === 'hospital' && p.numberofBeds !== undefined) {
    return hospitalSizeByBeds(p.numberofBeds);
  }
  return p.laboratoryClass ?? null;
}

/** The classification values as stored: fields that do not apply to the lab's kind or country are dropped. */
export function storedLabDetails(p: LabDetailInput) {
  return {
    classification: p.laboratoryClassification ?? null,
    sizeClass: labClassOf(p),
    beds: p.laboratoryClassification === 'hospital' ? (p.numberofBeds ?? null) : null,
    cahoAccredited: asksCaho(p.countryCode) ? (p.cahoIndia ?? false) : null,
    rexisNo: asksRexisNo(p.countryCode) && p.rexisNo ? p.rexisNo : null,
  };
}
