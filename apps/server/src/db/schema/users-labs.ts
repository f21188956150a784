import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_CHOICES, LAB_CLASSES, LAB_CLASSIFICATIONS, USER_TYPES } from '@labbench/contract';
import type {
  ConsentChoice,
  LabClassification,
  LabSize,
  LanguageId,
  SurveyCategory,
  UserType,
} from '@labbench/contract';
import { uuidPk, sqlList, createdAt } from './columns.ts';
import { languages, countries } from './reference.ts';

export const labs = pgTable(
  'labs',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    nameLocal: text('name_local'),
    branch: text('branch'),
    department: text('department'),
    labCode: text('lab_code').unique(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    state: text('state'),
    /** Street address (optional at registration). */
    address: text('address'),
    /** Street and number, and postal code (§3 street, postalCode). */
    street: text('street'),
    postalCode: text('postal_code'),
    /** Kind of lab (§3 laboratoryClassification): contract LAB_CLASSIFICATIONS. */
    classification: text('classification').$type<LabClassification>(),
    /** §4 size class (§3 laboratoryClass); a hospital's beds decide it. */
    sizeClass: text('size_class').$type<LabSize>(),
    /** Hospital beds (§3 numberofBeds). */
    beds: integer('beds'),
    /** CAHO accreditation (§3 cahoIndia), null where not asked (outside CAHO_COUNTRIES). */
    cahoAccredited: boolean('caho_accredited'),
    /** REXIS customer number (§3 rexisNo), only in REXIS_COUNTRIES. */
    rexisNo: text('rexis_no'),
    /** The survey category the lab registered for first (§3 surveyType). */
    surveyType: text('survey_type').$type<SurveyCategory>(),
    /** A active, P pending. */
    status: text('status').$type<'A' | 'P'>().notNull().default('P'),
    /** Raised by every staff edit: a save based on an older version is told the record changed (D58). */
    version: integer('version').notNull().default(1),
    /** A deleted lab that has validated responses stays, archived, so published figures do not change (D57). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('labs_status_check', sql`${t.status} in ('A', 'P')`),
    check('labs_classification_check', sql`${t.classification} in (${sqlList(LAB_CLASSIFICATIONS)})`),
    check('labs_size_class_check', sql`${t.sizeClass} in (${sqlList(LAB_CLASSES)})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    /** Stored lowercased so sign-in matches case-insensitively through the unique index. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    language: text('language')
      .$type<LanguageId>()
      .notNull()
      .default('en')
      .references(() => languages.id),
    labId: text('lab_id').references(() => labs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    /** Free-text job title when jobTitle is Other. */
    otherJobTitle: text('other_job_title'),
    /** The user's own country; a content reader has no lab to take it from. */
    countryCode: text('country_code').references(() => countries.code),
    /** Campaign of the address the user arrived by (§3 campaignUser). */
    campaign: text('campaign'),
    /** The country detected when the user registered (§3 userCountry). */
    arrivalCountry: text('arrival_country'),
    /** Company-affiliate group (§3), set by staff: affiliate flag, consultant, regional contact, internal number. */
    companyAffiliate: boolean('company_affiliate').notNull().default(false),
    affiliateConsultant: text('affiliate_consultant'),
    affiliateRegionalContact: text('affiliate_regional_contact'),
    affiliateInternalNumber: text('affiliate_internal_number'),
    /** The site of the last sign-in (configuration userLoginFrom). */
    lastLoginFrom: text('last_login_from'),
    /** City of a content reader (§3 cityName). */
    city: text('city'),
    /** The organisation a content reader works for (a lab user's is the lab). */
    organisation: text('organisation'),
    /** Phone: country calling code and number. */
    phoneCountryCode: text('phone_country_code'),
    phone: text('phone'),
    privacyConsent: boolean('privacy_consent').notNull().default(false),
    privacyNotice: boolean('privacy_notice').notNull().default(false),
    koreaConsent: boolean('korea_consent').notNull().default(false),
    /** May we send more information (marketing consent of registration). */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Answer to the consent question of §4; `didnotask` until asked (accounts made by staff or by a provider). */
    consentChoice: text('consent_choice').$type<ConsentChoice>().notNull().default('didnotask'),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isSocialMediaUser: boolean('is_social_media_user').notNull().default(false),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    viewDownloadBtn: boolean('view_download_btn').notNull().default(false),
    viewEnglishTransBtn: boolean('view_english_trans_btn').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    forceChangePassword: boolean('force_change_password').notNull().default(false),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    preregisterUser: boolean('preregister_user').notNull().default(false),
    preRegStatus: text('pre_reg_status').$type<'incomplete' | 'complete'>().notNull().default('complete'),
    forceUpdateProfile: boolean('force_update_profile').notNull().default(false),
    /** Raised by every staff edit: a save based on an older version is told the record changed (D58). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_user_type_check', sql`${t.userType} in (${sqlList(USER_TYPES)})`),
    check('users_pre_reg_status_check', sql`${t.preRegStatus} in ('incomplete', 'complete')`),
    check('users_consent_choice_check', sql`${t.consentChoice} in (${sqlList(CONSENT_CHOICES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuidPk(),
    /** SHA-256 of the token (hex); the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type LabRow = typeof labs.$inferSelect;
