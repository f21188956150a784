import { z } from 'zod';
import { optionalTextField } from '../validation/text-fields.ts';
import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';
import { LAB_CLASSES, LAB_CLASSIFICATIONS } from './lab-details.ts';

/** What a registration told about a lab (§3 registration payload), as staff see it on the lab; null where not said. */
export const labRegistrationDetailsSchema = z.object({
  /** Kind of lab. */
  classification: z.enum(LAB_CLASSIFICATIONS).nullable(),
  /** §4 size class (a hospital's beds decide it). */
  sizeClass: z.enum(LAB_CLASSES).nullable(),
  /** Hospital beds. */
  beds: z.number().int().nullable(),
  /** Street and number. */
  street: z.string().nullable(),
  /** Postal code. */
  postalCode: z.string().nullable(),
  /** CAHO accreditation; null where it is not asked. */
  cahoAccredited: z.boolean().nullable(),
  /** REXIS customer number. */
  rexisNo: z.string().nullable(),
  /** The survey the lab registered for first. */
  surveyType: z.enum(SURVEY_CATEGORIES).nullable(),
});
export type LabRegistrationDetails = z.infer<typeof labRegistrationDetailsSchema>;

/** The company-affiliate group of §3, which staff set on a user (never asked at registration). */
export const affiliateFields = {
  /** The user belongs to a company affiliate. */
  companyAffiliate: z.boolean().optional(),
  /** The affiliate's consultant. */
  affiliateConsultant: optionalTextField,
  /** The affiliate's regional contact. */
  affiliateRegionalContact: optionalTextField,
  /** The affiliate's internal number. */
  affiliateInternalNumber: optionalTextField,
};

/** Where a user came from and the company-affiliate group (§3), as staff see it on the user. */
export const userOriginSchema = z.object({
  /** Campaign of the address the user arrived by. */
  campaign: z.string().nullable(),
  /** Country detected when the user registered. */
  arrivalCountry: z.string().nullable(),
  /** Company affiliate (staff set it). */
  companyAffiliate: z.boolean(),
  /** The affiliate's consultant. */
  affiliateConsultant: z.string().nullable(),
  /** The affiliate's regional contact. */
  affiliateRegionalContact: z.string().nullable(),
  /** The affiliate's internal number. */
  affiliateInternalNumber: z.string().nullable(),
  /** Site of the last sign-in (configuration userLoginFrom). */
  lastLoginFrom: z.string().nullable(),
});
export type UserOrigin = z.infer<typeof userOriginSchema>;
