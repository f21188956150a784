import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArticleSection, ContentKind, LanguageId, PageType } from '@labbench/contract';
import { createdAt, sqlList, uuidPk } from './columns.ts';
import { languages } from './reference.ts';
import { users } from './users-labs.ts';

/**
 * The content area (issue 17, D97): an item (an article of a section, or a page of a type, optionally one country's
 * own) and one version per language, as Payload's `_locales` tables keep localized fields.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuidPk(),
    kind: text('kind').$type<ContentKind>().notNull(),
    /** Articles: thought-leadership or inspiration. */
    section: text('section').$type<ArticleSection>(),
    /** Articles: the address part, unique within the section. */
    slug: text('slug'),
    /** Pages: the page type. */
    pageType: text('page_type').$type<PageType>(),
    /** Pages: DE or IT for a country's own text; '' for the general one (so the unique index holds). */
    country: text('country').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_items_kind_check', sql`${t.kind} in (${sqlList(['article', 'page'])})`),
    check(
      'content_items_shape_check',
      sql`(${t.kind} = 'article' AND ${t.section} IS NOT NULL AND ${t.slug} IS NOT NULL AND ${t.pageType} IS NULL)
        OR (${t.kind} = 'page' AND ${t.pageType} IS NOT NULL AND ${t.section} IS NULL AND ${t.slug} IS NULL)`,
    ),
    uniqueIndex('content_items_article_slug_idx').on(t.section, t.slug).where(sql`${t.kind} = 'article'`),
    uniqueIndex('content_items_page_key_idx').on(t.pageType, t.country).where(sql`${t.kind} = 'page'`),
  ],
);

/** One language version of an item: published when `published_at` is set. */
export const contentVersions = pgTable(
  'content_versions',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown. */
    body: text('body').notNull(),
    /** When this version was first published; null while a draft (unpublishing clears it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.langId] }),
    index('content_versions_published_idx').on(t.langId, t.publishedAt),
  ],
);

/** Article tags (§2 "manage article tags"), named per language; a language without a name shows the English one. */
export const contentTags = pgTable('content_tags', {
  slug: text('slug').primaryKey(),
  names: jsonb('names').$type<Partial<Record<LanguageId, string>>>().notNull(),
  createdAt: createdAt(),
});

export const contentItemTags = pgTable(
  'content_item_tags',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => contentTags.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagSlug] }), index('content_item_tags_tag_idx').on(t.tagSlug)],
);

/** People who write or are interviewed in articles; role and bio per language. */
export const contentContributors = pgTable('content_contributors', {
  id: uuidPk(),
  name: text('name').notNull(),
  role: jsonb('role').$type<Partial<Record<LanguageId, string>>>().notNull().default({}),
  bio: jsonb('bio').$type<Partial<Record<LanguageId, string>>>().notNull().default({}),
  createdAt: createdAt(),
});

export const contentItemContributors = pgTable(
  'content_item_contributors',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    contributorId: text('contributor_id')
      .notNull()
      .references(() => contentContributors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.contributorId] }),
    index('content_item_contributors_contributor_idx').on(t.contributorId),
  ],
);

/**
 * Newsletter sign-ups (§3 newsletter form, issue 17 item 4): double opt-in. The consent is kept as the exact text shown
 * with its version, and the time and address of sign-up and of confirmation. Tokens are kept as SHA-256 hashes.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuidPk(),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    jobTitle: text('job_title').notNull(),
    langId: text('lang_id')
      .$type<LanguageId>()
      .notNull()
      .references(() => languages.id),
    legalConsentText: text('legal_consent_text').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    /** The marketing consent's text as shown, also when it was not given. */
    marketingConsentText: text('marketing_consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    signedUpAddress: text('signed_up_address').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedAddress: text('confirmed_address'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The last newsletter mail to this address (at most one an hour). */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeTokenHash),
    index('newsletter_subscribers_confirmed_idx').on(t.confirmedAt),
  ],
);
