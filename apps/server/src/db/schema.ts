import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSENT_CHOICES, SIGN_IN_PROVIDERS, USER_TYPES } from '@labbench/contract';
import type { ConsentChoice, LanguageId, SignInProvider, SiteLocation, UserType } from '@labbench/contract';

/**
 * One schema for PGlite and PostgreSQL. Ids are UUIDs made in the app (no database extension needed),
 * times are timestamptz.
 */
const uuidPk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
/** `'a', 'b'` for a CHECK constraint from a constant list of plain identifiers. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const languages = pgTable('languages', {
  id: text('id').$type<LanguageId>().primaryKey(),
  name: text('name').notNull(),
  nameInEnglish: text('name_in_english').notNull(),
  surveyCode: text('survey_code').notNull(),
  position: integer('position').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  langs: text('langs').array().$type<LanguageId[]>().notNull(),
  defaultLanguage: text('default_language')
    .$type<LanguageId>()
    .notNull()
    .references(() => languages.id),
  alphaCode: text('alpha_code').notNull(),
  siteLocation: text('site_location').$type<SiteLocation>().notNull().default('apac'),
  position: integer('position').notNull(),
});

export const surveyTypes = pgTable('survey_types', {
  code: text('code').primaryKey(),
  actCode: text('act_code').notNull(),
  name: text('name').notNull(),
  nameCode: text('name_code').notNull(),
  navigationUrl: text('navigation_url').notNull(),
  position: integer('position').notNull(),
});

export const jobTitles = pgTable('job_titles', {
  name: text('name').primaryKey(),
  position: integer('position').notNull(),
});

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
    /** A active, P pending. */
    status: text('status').$type<'A' | 'P'>().notNull().default('P'),
    createdAt: createdAt(),
  },
  (t) => [check('labs_status_check', sql`${t.status} in ('A', 'P')`)],
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

export const translations = pgTable(
  'translations',
  {
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    /** Dotted path of the key in the nested translation file, e.g. `login.title`. */
    translateKey: text('translate_key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.langId, t.translateKey] })],
);

/** History of the translation tool (written by a later issue). */
export const translationLog = pgTable(
  'translation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    translateKey: text('translate_key').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** I insert, U update, D delete. */
    action: text('action').$type<'I' | 'U' | 'D'>().notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('translation_log_action_check', sql`${t.action} in ('I', 'U', 'D')`)],
);

/** Mail to send; a request only writes the row, so it never waits on SMTP. Any process's sender retries it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this time (back-off after a failure, or a claim by a sender at work). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Attempt counters per rule and key (an account or a client address), shared by every API process. */
export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Values made once and shared by every process, such as the secret the captcha key is derived from. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** reset: forgot password; verify: e-mail verification; login: the token a provider's sign-in hands to ValidateUser. */
export const ONE_TIME_CODE_PURPOSES = ['reset', 'verify', 'login'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * E-mailed links (/confirm-password/:token, /home/:token) and, for a reset, the code that goes with the link.
 * Only SHA-256 hashes are stored; a row is dead once used, expired or after 5 codes tried.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    /** SHA-256 (hex) of the link token. */
    linkTokenHash: text('link_token_hash').notNull().unique(),
    /** SHA-256 (hex) of the row id and the code; null for a link without a code (e-mail verification). */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes tried with this link; at 5 the link is dead. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_id_idx').on(t.userId),
    check('one_time_codes_purpose_check', sql`${t.purpose} in (${sqlList(ONE_TIME_CODE_PURPOSES)})`),
  ],
);

/** Captcha solutions already accepted, kept until their challenge expires, so each works once in every process. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    /** The challenge's HMAC signature. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_at_idx').on(t.expiresAt)],
);

/** An account's identity at a sign-in provider (OpenID Connect `iss` + `sub`). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<SignInProvider>().notNull(),
    /** The provider's `sub` claim. */
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('user_identities_user_id_idx').on(t.userId),
    check('user_identities_provider_check', sql`${t.provider} in (${sqlList(SIGN_IN_PROVIDERS)})`),
  ],
);

/**
 * A sign-in sent to a provider and not yet back: the PKCE verifier and nonce live here, not in a process, so
 * the callback may reach any API process. Keyed by the SHA-256 of the `state` parameter.
 */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').$type<SignInProvider>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** `samewindow=1`: finish in this window instead of a pop-up. */
    sameWindow: boolean('same_window').notNull().default(false),
    /** SHA-256 of the browser binding cookie set at the start: the callback must come back to that browser. */
    browserHash: text('browser_hash').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_requests_expires_at_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type LabRow = typeof labs.$inferSelect;
