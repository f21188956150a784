import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LanguageId, SiteLocation } from '@labbench/contract';

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
